import { createFileRoute } from '@tanstack/react-router';
import {
  todayQuestionQuery,
  questionAnswersQuery,
  validateQuestionWriteSearch,
  QuestionWriteScreen,
} from '@/features/question';

export const Route = createFileRoute('/question/write-answer')({
  staticData: { analytics: { pageName: 'question_write', category: 'question' } },
  validateSearch: validateQuestionWriteSearch,
  // The loader's query code loads with the screen, out of the first screen's JavaScript (DESIGN 15).
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => ({ coupleQuestionId: search.coupleQuestionId }),
  // SPEC 2.1: the question and its answers (a question that is not there is shown by the screen,
  // not thrown), and today's question (only today's can be answered).
  loader: ({ context: { queryClient }, deps: { coupleQuestionId } }) =>
    Promise.all([
      coupleQuestionId > 0
        ? queryClient.prefetchQuery(questionAnswersQuery(coupleQuestionId))
        : undefined,
      queryClient.prefetchQuery(todayQuestionQuery()),
    ]),
  component: QuestionWriteRoute,
});

function QuestionWriteRoute() {
  const { coupleQuestionId, isEdit } = Route.useSearch();
  return <QuestionWriteScreen coupleQuestionId={coupleQuestionId} isEdit={isEdit === true} />;
}
