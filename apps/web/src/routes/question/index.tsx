import { createFileRoute } from '@tanstack/react-router';
import { partnerQuery } from '@/shared/api/endpoints/get-partner';
import { todayQuestionQuery } from '@/shared/api/endpoints/get-today-question';
import { questionBookQuery } from '@/features/question/api/get-question-book';
import { questionByLevelQuery } from '@/features/question/api/get-question-by-level';
import { QuestionCalendarScreen } from '@/features/question/components/question-calendar-screen';
import { bookPageOf } from '@/features/question/model/question-book';
import { validateQuestionCalendarSearch } from '@/features/question/model/question-search';

export const Route = createFileRoute('/question/')({
  staticData: { analytics: { pageName: 'question_calendar', category: 'question' } },
  validateSearch: validateQuestionCalendarSearch,
  // The loader's query code loads with the screen, out of the first screen's JavaScript (DESIGN 15).
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => ({ selectedLevel: search.selectedLevel }),
  // SPEC 2.1: today's question; then the book's page that shows it (or the selected level), the
  // selected question and the partner's nickname, each of which the screen can do without.
  loader: async ({ context: { queryClient }, deps: { selectedLevel } }) => {
    const today = await queryClient.ensureQueryData(todayQuestionQuery());
    await Promise.all([
      queryClient.prefetchQuery(questionBookQuery(bookPageOf(selectedLevel ?? today.level))),
      selectedLevel ? queryClient.prefetchQuery(questionByLevelQuery(selectedLevel)) : undefined,
      queryClient.prefetchQuery(partnerQuery()),
    ]);
  },
  component: QuestionCalendarRoute,
});

function QuestionCalendarRoute() {
  const { selectedLevel } = Route.useSearch();
  return <QuestionCalendarScreen selectedLevel={selectedLevel} />;
}
