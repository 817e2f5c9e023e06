import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/shared/auth/member-query';
import { loveTypeQuestionsQuery } from '@/features/love-type/api/get-love-type-questions';
import { QuestionScreen } from '@/features/love-type/components/question-screen';

export const Route = createFileRoute('/attachment-test/question')({
  staticData: { analytics: { pageName: 'attachment_question', category: 'attachment' } },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(loveTypeQuestionsQuery()),
      context.queryClient.ensureQueryData(memberQuery()),
    ]),
  component: QuestionScreen,
});
