import { createFileRoute } from '@tanstack/react-router';
import {
  todayQuestionQuery,
  questionAnswersQuery,
  questionHelpQuery,
  validateQuestionAnswerSearch,
  QuestionAnswersScreen,
} from '@/features/question';

export const Route = createFileRoute('/question/see-answer')({
  staticData: { analytics: { pageName: 'question_answer', category: 'question' } },
  validateSearch: validateQuestionAnswerSearch,
  // The loader's query code loads with the screen, out of the first screen's JavaScript (DESIGN 15).
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => ({ coupleQuestionId: search.coupleQuestionId }),
  // SPEC 2.1: the question and its answers, and the stored question-help flag (whether the help
  // shows at first); today's question tells whether this one can still be answered.
  loader: ({ context: { queryClient }, deps: { coupleQuestionId } }) =>
    Promise.all([
      coupleQuestionId > 0
        ? queryClient.prefetchQuery(questionAnswersQuery(coupleQuestionId))
        : undefined,
      queryClient.ensureQueryData(questionHelpQuery()),
      queryClient.prefetchQuery(todayQuestionQuery()),
    ]),
  component: QuestionAnswersRoute,
});

function QuestionAnswersRoute() {
  const { coupleQuestionId } = Route.useSearch();
  return <QuestionAnswersScreen coupleQuestionId={coupleQuestionId} />;
}
