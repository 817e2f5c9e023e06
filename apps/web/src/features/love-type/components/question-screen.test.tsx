import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { LoveTypeQuestion } from '@dama/contract';
import type * as Client from '@/shared/api/client';
import { memberQuery } from '@/features/auth';
import { makeMember, pageOf, trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { loveTypeQuestionsQuery } from '../api/get-love-type-questions';
import { readTestSession, saveTestSession } from '../model/test-session';
import { AUTO_ADVANCE_MS, SUBMIT_FAILED } from '../model/use-test-session';
import { QuestionScreen } from './question-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/shared/ui/toast', () => ({ toast }));

const MEMBER_ID = 21;
const PATH = '/attachment-test/question';

/** The 36 items GET /love-types/questions returns, seeded as the route loader would. */
function seedQuestions(queryClient: QueryClient) {
  const questions: LoveTypeQuestion[] = Array.from({ length: 36 }, (_, i) => ({
    questionNumber: i + 1,
    content: `${i + 1}번 문항: 연인에 대한 내 마음이에요.`,
  }));
  queryClient.setQueryData(loveTypeQuestionsQuery().queryKey, pageOf(questions));
}

/** The question screen with what its route loader fetched (the member and the questions). */
function renderQuestions() {
  return renderScreen(QuestionScreen, {
    path: PATH,
    member: makeMember({ memberId: MEMBER_ID }),
    seed: seedQuestions,
  });
}

/** Answers for questions 1…n (score cycling 1…5). */
function answers(n: number): Record<number, number> {
  return Object.fromEntries(Array.from({ length: n }, (_, i) => [i + 1, (i % 5) + 1]));
}

const progress = () => screen.getByRole('progressbar', { name: '테스트 진행' });
const option = (label: string) => screen.getByRole('radio', { name: label });

async function expectQuestion(n: number) {
  await waitFor(() => expect(progress()).toHaveAttribute('aria-valuenow', String(n)));
  expect(screen.getByRole('group', { name: new RegExp(`^${n}번 문항\\.`) })).toBeInTheDocument();
}

describe('attachment test questions', () => {
  beforeEach(() => {
    sessionStorage.clear();
    apiCall.mockReset();
    toast.error.mockReset();
  });

  it('shows one item at a time with "n / 36", five options and moves on after a tap', async () => {
    const user = userEvent.setup();
    renderQuestions();

    await expectQuestion(1);
    expect(screen.getByText('/ 36', { exact: false })).toHaveTextContent('1 / 36');
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    for (const label of ['전혀 아니다', '아니다', '보통이다', '그렇다', '매우 그렇다']) {
      expect(option(label)).not.toBeChecked();
    }
    expect(screen.getByRole('button', { name: '다음' })).toBeDisabled();

    await user.click(option('그렇다'));
    await expectQuestion(2);
    expect(trackedButtons()).toContain('select_option_4');
    expect(readTestSession(MEMBER_ID).answers).toEqual({ 1: 4 });
  });

  it('keeps the answers when going back (back_test), and 다음 moves forward again', async () => {
    const user = userEvent.setup();
    renderQuestions();
    await expectQuestion(1);

    await user.click(option('매우 그렇다'));
    await expectQuestion(2);
    await user.click(option('전혀 아니다'));
    await expectQuestion(3);

    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await expectQuestion(2);
    expect(option('전혀 아니다')).toBeChecked();
    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await expectQuestion(1);
    expect(option('매우 그렇다')).toBeChecked();
    expect(trackedButtons().filter((name) => name === 'back_test')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: '다음' }));
    await expectQuestion(2);
    expect(option('전혀 아니다')).toBeChecked();
    expect(trackedButtons()).toContain('next_question');
  });

  it('choosing with the keyboard does not jump ahead; a tap does, after a moment', async () => {
    renderQuestions();
    await expectQuestion(1);

    vi.useFakeTimers();
    try {
      // Space on a focused option: a key press, then the click the browser makes of it.
      fireEvent.keyDown(option('보통이다'), { key: ' ' });
      fireEvent.click(option('보통이다'));
      await act(async () => {
        vi.advanceTimersByTime(AUTO_ADVANCE_MS * 4);
        await Promise.resolve();
      });
      expect(option('보통이다')).toBeChecked();
      expect(progress()).toHaveAttribute('aria-valuenow', '1');

      fireEvent.pointerDown(option('그렇다'));
      fireEvent.click(option('그렇다'));
      expect(option('그렇다')).toBeChecked();
      await act(async () => {
        vi.advanceTimersByTime(AUTO_ADVANCE_MS - 1);
        await Promise.resolve();
      });
      expect(progress()).toHaveAttribute('aria-valuenow', '1');
      await act(async () => {
        vi.advanceTimersByTime(1);
        await Promise.resolve();
      });
    } finally {
      vi.useRealTimers();
    }
    await expectQuestion(2);
    expect(readTestSession(MEMBER_ID).answers).toEqual({ 1: 4 });
  });

  it('a reload keeps the answers and the question on screen', async () => {
    saveTestSession(MEMBER_ID, { answers: answers(7), index: 7 });
    renderQuestions();

    await expectQuestion(8);
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
    await expectQuestion(7);
    expect(option('아니다')).toBeChecked(); // question 7 was answered (6 % 5) + 1 = 2
  });

  it('back on the first item goes to the intro, keeping where the member came from', async () => {
    saveTestSession(MEMBER_ID, { answers: {}, index: 0, from: '/my-page' });
    const user = userEvent.setup();
    const { router } = renderQuestions();
    await expectQuestion(1);

    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/attachment-test'));
    expect(router.state.location.search).toEqual({ from: '/my-page' });
  });

  it('complete_test is enabled only once all 36 are answered, then submits and shows my result', async () => {
    saveTestSession(MEMBER_ID, { answers: answers(35), index: 35 });
    apiCall.mockResolvedValue({
      loveTypeCategory: 'ANXIETY_TYPE',
      anxietyRate: 2.61,
      avoidanceRate: 2.27,
    });
    const user = userEvent.setup();
    const { router, queryClient } = renderQuestions();
    await expectQuestion(36);

    const complete = screen.getByRole('button', { name: '결과 보기' });
    expect(complete).toBeDisabled();
    expect(screen.queryByRole('button', { name: '다음' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('아직 답하지 않은 문항이 1개 있어요.');

    await user.click(option('아니다'));
    expect(complete).toBeEnabled();
    // The last item does not move on by itself.
    expect(progress()).toHaveAttribute('aria-valuenow', '36');
    await user.click(complete);

    await waitFor(() => expect(router.state.location.pathname).toBe('/attachment-test/result/my'));
    const sent = apiCall.mock.calls.find(([op]) => op === 'registerMemberLoveType');
    const results = (sent?.[1] as { body: { results: { questionId: number; score: number }[] } })
      .body.results;
    expect(results).toHaveLength(36);
    expect(results.map((r) => r.questionId)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    expect(results[0]).toEqual({ questionId: 1, score: 1 });
    expect(results[35]).toEqual({ questionId: 36, score: 2 });
    expect(trackedButtons()).toContain('complete_test');
    // The registering hook put the server's answer into the cached member.
    expect(queryClient.getQueryData(memberQuery().queryKey)).toMatchObject({
      loveTypeCategory: 'ANXIETY_TYPE',
      anxietyRate: 2.61,
      avoidanceRate: 2.27,
    });
    expect(readTestSession(MEMBER_ID).answers).toEqual({});
  });

  it('a failed submission shows the toast and keeps the answers', async () => {
    saveTestSession(MEMBER_ID, { answers: answers(36), index: 35 });
    apiCall.mockRejectedValue(new Error('Network Error'));
    const user = userEvent.setup();
    const { router, queryClient } = renderQuestions();
    await expectQuestion(36);

    await user.click(screen.getByRole('button', { name: '결과 보기' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(SUBMIT_FAILED));
    expect(SUBMIT_FAILED).toBe('애착 유형 테스트 제출 중 오류가 발생했어요');
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.getByRole('button', { name: '결과 보기' })).toBeEnabled();
    expect(Object.keys(readTestSession(MEMBER_ID).answers)).toHaveLength(36);
    expect(queryClient.getQueryData(memberQuery().queryKey)).toMatchObject({
      loveTypeCategory: null,
    });
  });
});
