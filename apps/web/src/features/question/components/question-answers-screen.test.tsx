import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuestionAnswers } from '@dama/contract';
import type * as Client from '@/shared/api/client';
import { apiError, makeAnswers, makeQuestion, trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { QuestionAnswersScreen } from './question-answers-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));

beforeEach(() => {
  apiCall.mockReset();
});

const MINE = '웃는 얼굴이 제일 먼저 보였어요.';
const THEIRS = '목소리가 차분해서 좋았어요.';
const HELP = '마음 질문은 이렇게 나눠요';

function renderAnswers(answers: QuestionAnswers | 'missing', todayId = 101) {
  apiCall.mockImplementation((operation: string) => {
    switch (operation) {
      case 'getQuestionAnswers':
        return answers === 'missing' ? Promise.reject(apiError(40302)) : Promise.resolve(answers);
      case 'getTodayQuestion':
        return Promise.resolve(makeQuestion({ coupleQuestionId: todayId }));
      default:
        return Promise.reject(new Error(`unexpected ${operation}`));
    }
  });
  const user = userEvent.setup();
  const rendered = renderScreen(() => <QuestionAnswersScreen coupleQuestionId={101} />, {
    path: '/question/see-answer?coupleQuestionId=101',
  });
  return { ...rendered, user };
}

const card = (who: string) => screen.findByRole('article', { name: `${who}의 답변` });

describe('question answers', () => {
  it('keeps the partner’s answer hidden until I answer, and offers to write (write_answer)', async () => {
    const { user, router } = renderAnswers(
      makeAnswers({
        partner: { nickname: '서연', answer: null, answered: true, updatable: false },
      }),
    );
    expect(await card('서연')).toHaveTextContent(
      '서연님은 답을 남겼어요. 내 답변을 먼저 쓰면 볼 수 있어요.',
    );
    expect(await card('담아')).toHaveTextContent('아직 답하지 않았어요.');
    await user.click(screen.getByRole('link', { name: '내 답변 쓰기' }));
    expect(router.state.location.pathname).toBe('/question/write-answer');
    expect(router.state.location.search).toEqual({ coupleQuestionId: 101 });
    expect(trackedButtons()).toEqual(['write_answer']);
  });

  it('shows both answers once both answered, with a way to edit mine while it is open', async () => {
    renderAnswers(
      makeAnswers({
        me: { nickname: '담아', answer: MINE, answered: true, updatable: true },
        partner: { nickname: '서연', answer: THEIRS, answered: true, updatable: false },
      }),
    );
    const mine = await card('담아');
    expect(mine).toHaveTextContent(MINE);
    expect(within(mine).getByRole('link', { name: '고치기' })).toHaveAttribute(
      'href',
      '/question/write-answer?coupleQuestionId=101&isEdit=true',
    );
    expect(await card('서연')).toHaveTextContent(THEIRS);
    expect(screen.queryByRole('link', { name: '내 답변 쓰기' })).toBeNull();
  });

  it('waits for the partner after I answered', async () => {
    renderAnswers(
      makeAnswers({ me: { nickname: '담아', answer: MINE, answered: true, updatable: true } }),
    );
    expect(await card('서연')).toHaveTextContent(
      '서연님은 아직 답하지 않았어요. 답하면 여기에서 볼 수 있어요.',
    );
  });

  it('a closed question I never answered can only be read: no write, no edit', async () => {
    renderAnswers(
      makeAnswers({
        partner: { nickname: '서연', answer: null, answered: true, updatable: false },
      }),
      102,
    );
    expect(await card('담아')).toHaveTextContent('이 질문에는 답하지 않았어요.');
    expect(screen.queryByRole('link', { name: '내 답변 쓰기' })).toBeNull();
    expect(screen.queryByRole('link', { name: '고치기' })).toBeNull();
  });

  it('a member with no partner is invited to link', async () => {
    renderAnswers(
      makeAnswers({
        me: { nickname: '담아', answer: MINE, answered: true, updatable: true },
        partner: null,
      }),
    );
    const partner = await card('연인');
    expect(partner).toHaveTextContent('연인과 연결하면 서로의 답변을 나눌 수 있어요.');
    expect(within(partner).getByRole('link', { name: '연인과 연결하기' })).toHaveAttribute(
      'href',
      '/my-page/couple-management',
    );
  });

  it('the help shows while the stored flag is true; closing it keeps the flag', async () => {
    const { user } = renderAnswers(makeAnswers());
    const help = await screen.findByRole('region', { name: HELP });
    await user.click(within(help).getByRole('button', { name: '도움말 닫기' }));
    expect(screen.queryByRole('region', { name: HELP })).toBeNull();
    expect(window.localStorage.getItem('question_help')).toBeNull();

    // The header's help button brings it back.
    await user.click(screen.getByRole('button', { name: '도움말' }));
    expect(screen.getByRole('region', { name: HELP })).toBeInTheDocument();
  });

  it('“다시 보지 않기” turns the stored flag off', async () => {
    const { user } = renderAnswers(makeAnswers());
    const help = await screen.findByRole('region', { name: HELP });
    await user.click(within(help).getByRole('button', { name: '다시 보지 않기' }));
    expect(screen.queryByRole('region', { name: HELP })).toBeNull();
    await waitFor(() => expect(window.localStorage.getItem('question_help')).toBe('false'));
  });

  it('the help tells a member alone nothing about two people answering', async () => {
    renderAnswers(makeAnswers({ partner: null }));
    const help = await screen.findByRole('region', { name: HELP });
    expect(help).toHaveTextContent('연인과 연결하면 지금 쓴 답변도 함께 옮겨지고');
    expect(help).not.toHaveTextContent('두 사람');
  });

  it('with the flag off the help does not show at first', async () => {
    window.localStorage.setItem('question_help', 'false');
    renderAnswers(makeAnswers());
    expect(await card('담아')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: HELP })).toBeNull();
    expect(screen.getByRole('button', { name: '도움말' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('a question that is not there (or not ours) says so', async () => {
    renderAnswers('missing');
    expect(await screen.findByText('질문을 찾을 수 없어요')).toBeInTheDocument();
  });
});
