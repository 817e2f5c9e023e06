import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnswerResponse, QuestionAnswers } from '@dama/contract';
import type * as Client from '@/shared/api/client';
import type { fakeHub } from '@test/fake-hub';
import { apiError, makeAnswers, makeMember, makeQuestion, trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { QuestionAnswersScreen } from './question-answers-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));
const live = vi.hoisted(() => ({ stream: undefined as ReturnType<typeof fakeHub> | undefined }));
vi.mock('@/shared/realtime/app-hub', async () => {
  const { fakeHub: make } = await import('@test/fake-hub');
  live.stream = make();
  return { realtime: live.stream.hub };
});

const MINE = '웃는 얼굴이 제일 먼저 보였어요.';
const THEIRS = '목소리가 차분해서 좋았어요.';
const EMPTY: AnswerResponse = { reaction: null, reply: null };
const AT = '2026-11-21T14:00:00.000+09:00';

function both(fromMe: AnswerResponse = EMPTY, fromPartner: AnswerResponse = EMPTY) {
  return makeAnswers({
    me: { nickname: '담아', answer: MINE, answered: true, updatable: false },
    partner: { nickname: '서연', answer: THEIRS, answered: true, updatable: false },
    responses: { fromMe, fromPartner },
  });
}

/** Serves the screen's reads; `respond` answers the four response operations. */
function serve(
  answers: () => QuestionAnswers,
  respond?: (operation: string, input: unknown) => unknown,
) {
  apiCall.mockImplementation((operation: string, input: unknown) => {
    switch (operation) {
      case 'getQuestionAnswers':
        return Promise.resolve(answers());
      case 'getTodayQuestion':
        return Promise.resolve(makeQuestion({ coupleQuestionId: 999 }));
      case 'getMember':
        return Promise.resolve(makeMember());
      default:
        if (respond) return respond(operation, input);
        return Promise.reject(new Error(`unexpected ${operation}`));
    }
  });
}

function render() {
  const user = userEvent.setup();
  const view = renderScreen(() => <QuestionAnswersScreen coupleQuestionId={101} />, {
    path: '/question/see-answer?coupleQuestionId=101',
  });
  return { ...view, user };
}

const calls = (operation: string) => apiCall.mock.calls.filter(([op]) => op === operation);
const partnerCard = () => screen.findByRole('article', { name: '서연의 답변' });

beforeEach(() => {
  apiCall.mockReset();
  toast.error.mockReset();
  window.localStorage.clear();
  window.localStorage.setItem('question_help', 'false');
  window.__DAMA_ANALYTICS__ = [];
});

describe('reactions on the partner’s answer', () => {
  it('one tap sends one reaction (a double tap too); the chosen one taps off', async () => {
    let release: (value: AnswerResponse) => void = () => undefined;
    serve(
      () => both(),
      (operation) =>
        operation === 'reactToAnswer'
          ? new Promise((resolve) => {
              release = resolve;
            })
          : Promise.resolve(EMPTY),
    );
    const { user } = render();
    const bar = within(await partnerCard()).getByRole('group', {
      name: '서연님의 답변에 반응 남기기',
    });
    const heart = within(bar).getByRole('button', { name: '좋아요' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.dblClick(heart);
    await user.click(within(bar).getByRole('button', { name: '웃겨요' }));
    expect(calls('reactToAnswer')).toHaveLength(1);
    expect(calls('reactToAnswer')[0]?.[1]).toMatchObject({
      params: { coupleQuestionId: '101' },
      body: { reaction: 'HEART' },
    });
    release({ reaction: 'HEART', reply: null });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));

    await user.click(heart);
    await waitFor(() => expect(calls('removeReaction')).toHaveLength(1));
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(trackedButtons()).toEqual(['react_answer', 'react_answer']);
  });

  it('no bar before I answered, nor on my own answer', async () => {
    serve(() =>
      makeAnswers({
        partner: { nickname: '서연', answer: null, answered: true, updatable: false },
      }),
    );
    render();
    expect(await partnerCard()).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /반응 남기기/ })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a refusal is said in 해요체 and the answers are read again', async () => {
    serve(
      () => both(),
      () => Promise.reject(apiError(40302, '두 사람이 모두 답한 뒤에 마음을 남길 수 있어요.')),
    );
    const { user } = render();
    await user.click(within(await partnerCard()).getByRole('button', { name: '뭉클해요' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('두 사람이 모두 답한 뒤에 마음을 남길 수 있어요.'),
    );
    await waitFor(() => expect(calls('getQuestionAnswers').length).toBeGreaterThan(1));
  });
});

describe('my 한마디 on the partner’s answer', () => {
  it('counts characters, saves once, then shows it with edit and delete', async () => {
    let mine: AnswerResponse = EMPTY;
    serve(
      () => both(mine),
      (operation, input) => {
        if (operation === 'replyToAnswer') {
          const { reply } = (input as { body: { reply: string } }).body;
          mine = { reaction: null, reply: { text: reply, updatedAt: AT } };
        } else if (operation === 'removeReply') mine = EMPTY;
        return Promise.resolve(mine);
      },
    );
    const { user } = render();
    const card = await partnerCard();
    const field = await within(card).findByRole('textbox', { name: '서연님에게 한마디' });
    await user.type(field, '  나도 그랬어 ');
    expect(field).toHaveAccessibleDescription(/6\/100/);
    await user.dblClick(within(card).getByRole('button', { name: '한마디 남기기' }));
    expect(calls('replyToAnswer')).toHaveLength(1);
    expect(calls('replyToAnswer')[0]?.[1]).toMatchObject({ body: { reply: '나도 그랬어' } });
    expect(await within(card).findByText('나도 그랬어')).toBeInTheDocument();
    expect(within(card).getByText('내가 남긴 한마디')).toBeInTheDocument();

    // Edit: the field opens with the text; unchanged, it cannot be saved.
    await user.click(within(card).getByRole('button', { name: '고치기' }));
    const edit = within(card).getByRole('textbox', { name: '한마디 고치기' });
    expect(edit).toHaveValue('나도 그랬어');
    expect(within(card).getByRole('button', { name: '고친 한마디 남기기' })).toBeDisabled();
    await user.type(edit, '!');
    await user.click(within(card).getByRole('button', { name: '고친 한마디 남기기' }));
    expect(await within(card).findByText('나도 그랬어!')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: '지우기' }));
    expect(await within(card).findByRole('textbox', { name: '서연님에게 한마디' })).toHaveValue('');
    expect(calls('removeReply')).toHaveLength(1);
    expect(trackedButtons()).toEqual(['save_reply', 'edit_reply', 'save_reply', 'delete_reply']);
  });

  it('over 100 characters says so and cannot be saved; empty cannot either', async () => {
    serve(() => both());
    const { user } = render();
    const card = await partnerCard();
    expect(await within(card).findByRole('button', { name: '한마디 남기기' })).toBeDisabled();
    const field = await within(card).findByRole('textbox', { name: '서연님에게 한마디' });
    await user.click(field);
    await user.paste('가'.repeat(101));
    expect(within(card).getByRole('alert')).toHaveTextContent('한마디는 100자까지 쓸 수 있어요.');
    expect(within(card).getByRole('button', { name: '한마디 남기기' })).toBeDisabled();
  });

  it('keeps the draft through leaving the screen and a failed save', async () => {
    serve(
      () => both(),
      () => Promise.reject(apiError(50000)),
    );
    const first = render();
    const field = await within(await partnerCard()).findByRole('textbox', {
      name: '서연님에게 한마디',
    });
    await first.user.type(field, '다음에 같이 가자');
    await first.user.click(screen.getByRole('button', { name: '한마디 남기기' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(toast.error.mock.calls[0]?.[0]).toMatch(/요\.$/);
    expect(field).toHaveValue('다음에 같이 가자');
    first.unmount();

    render();
    const card = await partnerCard();
    // Restored once the member is read (drafts are kept per member).
    await waitFor(() =>
      expect(within(card).getByRole('textbox', { name: '서연님에게 한마디' })).toHaveValue(
        '다음에 같이 가자',
      ),
    );
  });
});

describe('what the partner left on my answer', () => {
  it('shows their reaction and 한마디 under my answer, and updates live', async () => {
    let fromPartner: AnswerResponse = EMPTY;
    serve(() => both(EMPTY, fromPartner));
    render();
    const mine = await screen.findByRole('article', { name: '담아의 답변' });
    expect(within(mine).queryByRole('region', { name: '서연님이 남긴 마음' })).toBeNull();

    fromPartner = { reaction: 'SAME', reply: { text: '우리 같은 생각이었네', updatedAt: AT } };
    await live.stream!.start();
    // Another question's event changes nothing here.
    await live.stream!.emit('partner_responded', { coupleId: 1, coupleQuestionId: 7 });
    const before = calls('getQuestionAnswers').length;
    await live.stream!.emit('partner_responded', { coupleId: 1, coupleQuestionId: 101 });
    const region = await within(mine).findByRole('region', { name: '서연님이 남긴 마음' });
    expect(calls('getQuestionAnswers').length).toBe(before + 1);
    expect(region).toHaveTextContent('공감해요');
    expect(region).toHaveTextContent('한마디');
    expect(region).toHaveTextContent('우리 같은 생각이었네');
  });
});
