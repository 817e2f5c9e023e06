import { createFileRoute } from '@tanstack/react-router';
import { partnerQuery } from '@/features/couple';
import {
  todayQuestionQuery,
  questionBookQuery,
  questionByLevelQuery,
  bookPageOf,
  validateQuestionCalendarSearch,
  QuestionCalendarScreen,
} from '@/features/question';

export const Route = createFileRoute('/question/')({
  staticData: { analytics: { pageName: 'question_calendar', category: 'question' } },
  validateSearch: validateQuestionCalendarSearch,
  // The loader's query code loads with the screen, out of the first screen's JavaScript (DESIGN 15).
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => ({ selectedLevel: search.selectedLevel }),
  // SPEC 2.1: today's question and the partner; then the book's page that shows it (or the
  // selected level) and the selected question, each of which the screen can do without.
  // A member known to have no partner has no book to ask for (it would only answer 40301).
  loader: async ({ context: { queryClient }, deps: { selectedLevel } }) => {
    const [today, partner] = await Promise.all([
      queryClient.ensureQueryData(todayQuestionQuery()),
      queryClient.ensureQueryData(partnerQuery()).catch(() => undefined),
    ]);
    if (partner === null) return;
    await Promise.all([
      queryClient.prefetchQuery(questionBookQuery(bookPageOf(selectedLevel ?? today.level))),
      selectedLevel ? queryClient.prefetchQuery(questionByLevelQuery(selectedLevel)) : undefined,
    ]);
  },
  component: QuestionCalendarRoute,
});

function QuestionCalendarRoute() {
  const { selectedLevel } = Route.useSearch();
  return <QuestionCalendarScreen selectedLevel={selectedLevel} />;
}
