import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/shared/api/queries';
import { loveTypeQuestionsQuery } from '@/features/love-type/api/love-type-api';
import { QuestionScreen } from '@/features/love-type/components/question-screen';

export const Route = createFileRoute('/attachment-test/question')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(loveTypeQuestionsQuery()),
      context.queryClient.ensureQueryData(memberQuery()),
    ]),
  component: QuestionScreen,
});
