import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QuestionAnswers } from '@dama/contract';
import type * as Client from '@/shared/api/client';
import { apiError, makeAnswers, makeMember, makeQuestion, trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import {
  EDIT_FAILED_MESSAGE,
  QuestionWriteScreen,
  SUBMIT_FAILED_MESSAGE,
} from './question-write-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));

beforeEach(() => {
  apiCall.mockReset();
  toast.error.mockReset();
  toast.success.mockReset();
});

const MY_ANSWER = '웃는 얼굴이 제일 먼저 보였어요.';

interface Served {
  answers?: QuestionAnswers | 'missing';
  /** Today's question id (101, the answers' own, by default). */
  todayId?: number;
  save?: 'ok' | 'fail';
}

function serve({ answers = makeAnswers(), todayId = 101, save = 'ok' }: Served) {
  apiCall.mockImplementation((operation: string) => {
    switch (operation) {
      case 'getQuestionAnswers':
        return answers === 'missing' ? Promise.reject(apiError(40012)) : Promise.resolve(answers);
      case 'getTodayQuestion':
        return Promise.resolve(makeQuestion({ coupleQuestionId: todayId }));
      case 'answerTodayQuestion':
      case 'editTodayAnswer':
        return save === 'ok'
          ? Promise.resolve({ coupleQuestionId: 101 })
          : Promise.reject(apiError(50000));
      case 'getMember':
        return Promise.resolve(makeMember());
      default:
        return Promise.reject(new Error(`unexpected ${operation}`));
    }
  });
}

function renderWrite(served: Served = {}, isEdit = false) {
  serve(served);
  const user = userEvent.setup();
  const path = `/question/write-answer?coupleQuestionId=101${isEdit ? '&isEdit=true' : ''}`;
  const rendered = renderScreen(
    () => <QuestionWriteScreen coupleQuestionId={101} isEdit={isEdit} />,
    { path },
  );
  return { ...rendered, user };
}

const field = () => screen.findByRole('textbox', { name: '나의 답변' });
const mine = { nickname: '담아', answer: MY_ANSWER, answered: true, updatable: true };

describe('question write', () => {
  it('shows today’s question, counts characters to 200 and refuses more', async () => {
    const { user } = renderWrite();
    expect(
      await screen.findByRole('heading', { name: makeQuestion().content }),
    ).toBeInTheDocument();
    const save = screen.getByRole('button', { name: '답변 저장하기' });
    expect(save).toBeDisabled();
    expect(screen.getByText('0/200')).toBeInTheDocument();

    await user.type(await field(), '안녕 😊');
    expect(screen.getByText('4/200')).toBeInTheDocument();
    expect(save).toBeEnabled();

    await user.clear(await field());
    await user.click(await field());
    await user.paste('가'.repeat(201));
    expect(screen.getByText('201/200')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('답변은 200자까지 쓸 수 있어요.');
    expect(save).toBeDisabled();
    expect(apiCall).not.toHaveBeenCalledWith('answerTodayQuestion', expect.anything());
  });

  it('saves (save_answer), says so and opens the answers', async () => {
    const { user, router } = renderWrite();
    await user.type(await field(), `  ${MY_ANSWER}  `);
    await user.click(screen.getByRole('button', { name: '답변 저장하기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/question/see-answer'));
    expect(router.state.location.search).toEqual({ coupleQuestionId: 101 });
    expect(apiCall).toHaveBeenCalledWith('answerTodayQuestion', { body: { answer: MY_ANSWER } });
    expect(toast.success).toHaveBeenCalledWith('답변을 저장했어요');
    expect(trackedButtons()).toEqual(['save_answer']);
  });

  it('a failed save shows SPEC 8.3’s toast and keeps the text', async () => {
    const { user, router } = renderWrite({ save: 'fail' });
    await user.type(await field(), MY_ANSWER);
    await user.click(screen.getByRole('button', { name: '답변 저장하기' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(SUBMIT_FAILED_MESSAGE));
    expect(await field()).toHaveValue(MY_ANSWER);
    expect(router.state.location.pathname).toBe('/question/write-answer');
  });

  it('edit starts from my answer, saves only a change (edit_answer), and a failure keeps it', async () => {
    const { user, router } = renderWrite(
      { answers: makeAnswers({ me: mine }), save: 'fail' },
      true,
    );
    expect(await field()).toHaveValue(MY_ANSWER);
    const save = screen.getByRole('button', { name: '고친 답변 저장하기' });
    expect(save).toBeDisabled();

    await user.type(await field(), ' 지금도요.');
    await user.click(save);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(EDIT_FAILED_MESSAGE));
    expect(await field()).toHaveValue(`${MY_ANSWER} 지금도요.`);

    serve({ answers: makeAnswers({ me: mine }) });
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/question/see-answer'));
    expect(apiCall).toHaveBeenCalledWith('editTodayAnswer', {
      body: { answer: `${MY_ANSWER} 지금도요.` },
    });
    expect(toast.success).toHaveBeenCalledWith('답변을 고쳤어요');
    expect(trackedButtons()).toEqual(['edit_answer', 'edit_answer']);
  });

  it('closing the tooltip is tracked (close_tooltip)', async () => {
    const { user } = renderWrite();
    expect(await screen.findByRole('note')).toHaveTextContent(
      '두 사람 모두 답해야 서로의 답변을 볼 수 있어요.',
    );
    await user.click(await screen.findByRole('button', { name: '안내 닫기' }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(trackedButtons()).toEqual(['close_tooltip']);
  });

  it('a member with no partner is not told about two people', async () => {
    renderWrite({ answers: makeAnswers({ partner: null }) });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('연인과 연결하면 지금 쓴 답변도 함께 옮겨져요.');
    expect(note).not.toHaveTextContent('두 사람');
  });

  it('leaving with unsaved text asks first: stay keeps the text, leave goes', async () => {
    const { user, router } = renderWrite();
    await user.type(await field(), MY_ANSWER);

    void router.navigate({ to: '/question' });
    const confirm = await screen.findByRole('dialog', { name: '쓰던 답변이 있어요' });
    await user.click(within(confirm).getByRole('button', { name: '계속 쓰기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await field()).toHaveValue(MY_ANSWER);
    expect(router.state.location.pathname).toBe('/question/write-answer');

    void router.navigate({ to: '/question' });
    const again = await screen.findByRole('dialog', { name: '쓰던 답변이 있어요' });
    await user.click(within(again).getByRole('button', { name: '나가기' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/question');
  });

  it('the header’s back asks before the address changes: stay keeps all, leave goes', async () => {
    const { user, router } = renderWrite();
    await user.type(await field(), MY_ANSWER);

    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    const confirm = await screen.findByRole('dialog', { name: '쓰던 답변이 있어요' });
    expect(router.state.location.pathname).toBe('/question/write-answer');
    await user.click(within(confirm).getByRole('button', { name: '계속 쓰기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await field()).toHaveValue(MY_ANSWER);
    expect(router.state.location.pathname).toBe('/question/write-answer');

    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    const again = await screen.findByRole('dialog', { name: '쓰던 답변이 있어요' });
    await user.click(within(again).getByRole('button', { name: '나가기' }));
    // Opened directly (no history to go back to), leaving goes home.
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(/^\/$/);
    expect(trackedButtons()).toContain('back_write');
  });

  it('leaving with nothing written does not ask', async () => {
    const { router } = renderWrite();
    await field();
    void router.navigate({ to: '/question' });
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/question');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a question that is not today’s can only be read', async () => {
    renderWrite({ todayId: 102 });
    expect(await screen.findByText('이제 답할 수 없는 질문이에요')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: '답변 보기' })).toHaveAttribute(
      'href',
      '/question/see-answer?coupleQuestionId=101',
    );
  });

  it('an answered question offers to edit instead of writing again', async () => {
    renderWrite({ answers: makeAnswers({ me: mine }) });
    expect(await screen.findByText('이미 답한 질문이에요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '내 답변 고치기' })).toHaveAttribute(
      'href',
      '/question/write-answer?coupleQuestionId=101&isEdit=true',
    );
    expect(screen.queryByRole('button', { name: '답변 저장하기' })).toBeNull();
  });

  it('a question that is not there (or not ours) says so', async () => {
    renderWrite({ answers: 'missing' });
    expect(await screen.findByText('질문을 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '질문 목록으로 가기' })).toHaveAttribute(
      'href',
      '/question',
    );
  });
});
