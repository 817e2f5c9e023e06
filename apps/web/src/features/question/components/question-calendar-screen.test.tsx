import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearch } from '@tanstack/react-router';
import type { Question } from '@dama/contract';
import type * as Client from '@/shared/api/client';
import { questionKeys } from '../api/question-keys';
import {
  apiError,
  makeMember,
  makePartner,
  makeQuestion,
  pageOf,
  trackedButtons,
} from '@test/factories';
import { renderScreen } from '@test/render-screen';
import { QuestionCalendarScreen } from './question-calendar-screen';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));

beforeEach(() => {
  apiCall.mockReset();
});

/** Levels 1..n, each answered as `answered(level)` says; the last is today's. */
function questionsUpTo(
  n: number,
  answered: (level: number) => Pick<Question, 'meAnswered' | 'partnerAnswered'>,
) {
  return Array.from({ length: n }, (_, index) =>
    makeQuestion({ level: index + 1, ...answered(index + 1) }),
  );
}

interface Couple {
  today: Question;
  /** The server's questions; `null`: the member has no partner (40301 for the book). */
  book: Question[] | null;
}

function serve({ today, book }: Couple) {
  apiCall.mockImplementation(
    (
      operation: string,
      options: { query?: { page: number; size: number }; params?: { level: string } },
    ) => {
      switch (operation) {
        case 'getTodayQuestion':
          return Promise.resolve(today);
        case 'listQuestions': {
          if (book === null) return Promise.reject(apiError(40301));
          const { page = 0, size = 30 } = options.query ?? {};
          return Promise.resolve(pageOf(book.slice(page * size, page * size + size)));
        }
        case 'getQuestionByLevel': {
          const found = book?.find((question) => question.level === Number(options.params?.level));
          return found ? Promise.resolve(found) : Promise.reject(apiError(40012));
        }
        default:
          return Promise.reject(new Error(`unexpected ${operation}`));
      }
    },
  );
}

/** The screen with `selectedLevel` read from the URL, as its route passes it. */
function CalendarAsRouted() {
  const search: { selectedLevel?: number } = useSearch({ strict: false });
  return <QuestionCalendarScreen selectedLevel={search.selectedLevel} />;
}

function renderCalendar(
  couple: Couple,
  { selectedLevel, count = 0 }: { selectedLevel?: number; count?: number } = {},
) {
  serve(couple);
  const user = userEvent.setup();
  const rendered = renderScreen(CalendarAsRouted, {
    path: selectedLevel ? `/question?selectedLevel=${selectedLevel}` : '/question',
    member: makeMember({ totalCoupleQuestionCount: count }),
    partner: couple.book === null ? null : makePartner({ nickname: '서연' }),
    seed: (queryClient) => queryClient.setQueryData(questionKeys.today, couple.today),
  });
  return { ...rendered, user };
}

const both = { meAnswered: true, partnerAnswered: true };

describe('question calendar', () => {
  it('shows today’s question with who answered, the count, and the book coloured by state', async () => {
    const book = questionsUpTo(4, (level) =>
      level <= 2
        ? both
        : level === 3
          ? { meAnswered: false, partnerAnswered: true }
          : { meAnswered: true, partnerAnswered: false },
    );
    renderCalendar({ today: book[3]!, book }, { count: 2 });

    expect(await screen.findByText('지금까지 함께 답한 질문 2개')).toBeInTheDocument();
    const today = screen.getByRole('region', { name: '오늘의 질문' });
    expect(within(today).getByText('4번째 마음 질문')).toBeInTheDocument();
    expect(within(today).getByText('나 답했어요')).toBeInTheDocument();
    expect(within(today).getByText('서연님 아직이에요')).toBeInTheDocument();
    // I answered: the answers, not the write screen.
    expect(within(today).queryByRole('link', { name: '답변 쓰기' })).toBeNull();
    expect(within(today).getByRole('link', { name: '답변 보기' })).toHaveAttribute(
      'href',
      '/question/see-answer?coupleQuestionId=104',
    );

    const cells = await screen.findByRole('list', { name: '1~30번째 질문' });
    expect(within(cells).getAllByRole('button')).toHaveLength(30);
    expect(within(cells).getByRole('button', { name: '1번째 질문, 둘 다 답했어요' })).toBeEnabled();
    expect(
      within(cells).getByRole('button', { name: '3번째 질문, 서연님만 답했어요' }),
    ).toBeEnabled();
    expect(
      within(cells).getByRole('button', { name: '4번째 질문(오늘), 나만 답했어요' }),
    ).toBeEnabled();
    expect(
      within(cells).getByRole('button', { name: '5번째 질문, 아직 열리지 않았어요' }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: '이전 30개 질문' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '다음 30개 질문' })).toBeDisabled();
  });

  it('today unanswered offers to write (primary) and to view', async () => {
    const book = questionsUpTo(1, () => ({ meAnswered: false, partnerAnswered: true }));
    renderCalendar({ today: book[0]!, book });
    const today = await screen.findByRole('region', { name: '오늘의 질문' });
    expect(within(today).getByRole('link', { name: '답변 쓰기' })).toHaveAttribute(
      'href',
      '/question/write-answer?coupleQuestionId=101',
    );
    expect(within(today).getByRole('link', { name: '답변 보기' })).toBeInTheDocument();
    expect(within(today).getByText('서연님 답했어요')).toBeInTheDocument();
  });

  it('pages back and forth through the book (prev_calendar, next_calendar)', async () => {
    const book = questionsUpTo(32, () => both);
    const { user } = renderCalendar({ today: book[31]!, book });

    // Today's page first: levels 31 to 60, of which 31 and 32 are open.
    const page2 = await screen.findByRole('list', { name: '31~60번째 질문' });
    expect(
      within(page2).getByRole('button', { name: '32번째 질문(오늘), 둘 다 답했어요' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다음 30개 질문' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '이전 30개 질문' }));
    const page1 = await screen.findByRole('list', { name: '1~30번째 질문' });
    expect(
      within(page1).getByRole('button', { name: '30번째 질문, 둘 다 답했어요' }),
    ).toBeInTheDocument();
    expect(apiCall).toHaveBeenCalledWith(
      'listQuestions',
      expect.objectContaining({ query: { page: 0, size: 30 } }),
    );
    expect(screen.getByRole('button', { name: '이전 30개 질문' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '다음 30개 질문' }));
    expect(await screen.findByRole('list', { name: '31~60번째 질문' })).toBeInTheDocument();
    expect(trackedButtons()).toEqual(['prev_calendar', 'next_calendar']);
  });

  it('choosing a past cell (select_date) sets selectedLevel and shows that question', async () => {
    const book = questionsUpTo(3, (level) =>
      level === 1 ? both : { meAnswered: false, partnerAnswered: false },
    );
    const { user, router } = renderCalendar({ today: book[2]!, book });

    await user.click(await screen.findByRole('button', { name: '1번째 질문, 둘 다 답했어요' }));
    expect(router.state.location.search).toEqual({ selectedLevel: 1 });
    expect(trackedButtons()).toEqual(['select_date']);
  });

  it('a selectedLevel opens its page and shows the question with the way to its answers', async () => {
    const book = questionsUpTo(33, () => both);
    const { user, router } = renderCalendar({ today: book[32]!, book }, { selectedLevel: 5 });

    expect(await screen.findByRole('list', { name: '1~30번째 질문' })).toBeInTheDocument();
    const selected = await screen.findByRole('region', { name: makeQuestion().content });
    expect(within(selected).getByText('5번째 마음 질문')).toBeInTheDocument();
    expect(within(selected).getByText('나 답했어요')).toBeInTheDocument();
    expect(within(selected).getByRole('link', { name: '답변 보기' })).toHaveAttribute(
      'href',
      '/question/see-answer?coupleQuestionId=105',
    );
    expect(screen.getByRole('button', { name: '5번째 질문, 둘 다 답했어요' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(selected).getByRole('button', { name: '고른 질문 닫기' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByRole('region', { name: makeQuestion().content })).toBeNull();
  });

  it('a question both answered shows its day, and opens from it (decision 0070)', async () => {
    const book = questionsUpTo(3, (level) =>
      level === 3 ? { meAnswered: true, partnerAnswered: false } : both,
    ).map((question, index) =>
      index < 2 ? { ...question, answeredTogetherOn: `2026-11-${20 + index}` } : question,
    );
    const { user, router } = renderCalendar({ today: book[2]!, book });

    const cell = await screen.findByRole('button', {
      name: '2번째 질문, 11월 21일에 함께 답했어요',
    });
    expect(cell).toHaveTextContent('211/21');
    expect(
      screen.getByRole('button', { name: '1번째 질문, 11월 20일에 함께 답했어요' }),
    ).toBeEnabled();
    expect(screen.getByRole('button', { name: '3번째 질문(오늘), 나만 답했어요' })).toBeEnabled();
    await user.click(cell);
    expect(router.state.location.search).toEqual({ selectedLevel: 2 });
    const selected = await screen.findByRole('region', { name: makeQuestion().content });
    expect(within(selected).getByText('11월 21일에 함께 답했어요')).toBeInTheDocument();
  });

  it('a selectedLevel not opened yet says so', async () => {
    const book = questionsUpTo(2, () => both);
    renderCalendar({ today: book[1]!, book }, { selectedLevel: 9 });
    const selected = await screen.findByRole('region', {
      name: '9번째 질문은 아직 열리지 않았어요.',
    });
    expect(within(selected).queryByRole('link')).toBeNull();
  });

  it('a member with no partner has today’s own question and an invitation instead of the book', async () => {
    renderCalendar({ today: makeQuestion({ meAnswered: true }), book: null });

    expect(
      await screen.findByRole('heading', { name: '둘이 함께 쓰는 질문 책' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '연인과 연결하기' })).toHaveAttribute(
      'href',
      '/my-page/couple-management',
    );
    expect(screen.queryByRole('button', { name: '이전 30개 질문' })).toBeNull();
    expect(
      screen.getByText('하루에 하나씩, 서로를 더 알아가는 질문이 열려요.'),
    ).toBeInTheDocument();
    const today = screen.getByRole('region', { name: '오늘의 질문' });
    expect(within(today).getByText('나 답했어요')).toBeInTheDocument();
    expect(within(today).queryByText(/서연/)).toBeNull();
    expect(within(today).getByRole('link', { name: '답변 보기' })).toBeInTheDocument();
    // Known to have no partner: no book is asked for (it would only answer 40301).
    expect(apiCall).not.toHaveBeenCalledWith('listQuestions', expect.anything());
  });

  it('a member alone who has not answered is offered only to write', async () => {
    renderCalendar({ today: makeQuestion(), book: null });
    await screen.findByRole('heading', { name: '둘이 함께 쓰는 질문 책' });
    const today = screen.getByRole('region', { name: '오늘의 질문' });
    expect(within(today).getByRole('link', { name: '답변 쓰기' })).toBeInTheDocument();
    expect(within(today).queryByRole('link', { name: '답변 보기' })).toBeNull();
  });
});
