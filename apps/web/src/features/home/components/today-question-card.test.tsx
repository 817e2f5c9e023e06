import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Partner, Question } from '@dama/contract';
import { questionKeys } from '@/features/question';
import type * as Client from '@/shared/api/client';
import { apiError, makePartner, makeQuestion, trackedButtons } from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { TodayQuestionCard } from './today-question-card';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));

beforeEach(() => {
  apiCall.mockReset();
});

function renderCard(
  today: Question | 'fails',
  partner: Partner | null = makePartner({ nickname: '서연' }),
) {
  apiCall.mockImplementation((operation: string) =>
    operation !== 'getTodayQuestion'
      ? Promise.reject(new Error(`unexpected ${operation}`))
      : today === 'fails'
        ? Promise.reject(apiError(50000))
        : Promise.resolve(today),
  );
  const user = userEvent.setup();
  return { ...renderScreen(() => <TodayQuestionCard partner={partner} />, { path: '/' }), user };
}

describe('home: today’s question card', () => {
  it('shows the question and who answered; unanswered, it opens the write screen', async () => {
    const { user, router } = renderCard(makeQuestion({ partnerAnswered: true }));
    const card = await screen.findByRole('link', { name: /오늘의 질문/ });
    expect(card).toHaveAccessibleName(`오늘의 질문 ${makeQuestion().content}`);
    const status = within(card).getByRole('list', { name: '답변 현황' });
    expect(status).toHaveTextContent('나 아직이에요');
    expect(status).toHaveTextContent('서연 답했어요');
    expect(card).toHaveTextContent('답하러 가기');

    await user.click(card);
    expect(router.state.location.pathname).toBe('/question/write-answer');
    expect(router.state.location.search).toEqual({ coupleQuestionId: 101 });
    expect(trackedButtons()).toEqual(['open_today_question']);
  });

  it('answered, it opens both answers', async () => {
    renderCard(makeQuestion({ meAnswered: true }));
    const card = await screen.findByRole('link', { name: /오늘의 질문/ });
    expect(card).toHaveAttribute('href', '/question/see-answer?coupleQuestionId=101');
    expect(card).toHaveTextContent('나 답했어요');
    expect(card).toHaveTextContent('서연 아직이에요');
  });

  it('a member with no partner sees only their own state', async () => {
    renderCard(makeQuestion(), null);
    const card = await screen.findByRole('link', { name: /오늘의 질문/ });
    expect(within(card).getAllByRole('listitem')).toHaveLength(1);
  });

  it('is left out when today’s question fails, and nothing else breaks', async () => {
    const { queryClient } = renderCard('fails');
    await waitFor(() =>
      expect(queryClient.getQueryState(questionKeys.today)?.status).toBe('error'),
    );
    expect(screen.queryByRole('link', { name: /오늘의 질문/ })).toBeNull();
  });
});
