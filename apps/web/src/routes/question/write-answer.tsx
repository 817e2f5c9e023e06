import { createFileRoute } from '@tanstack/react-router';
import { todayQuestionQuery } from '@/features/question/api/get-today-question';
import { questionAnswersQuery } from '@/features/question/api/get-question-answers';
import { validateQuestionWriteSearch } from '@/features/question/model/question-search';
import { QuestionWriteScreen } from '@/features/question/components/question-write-screen';

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
