import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/features/auth';
import { loveTypeQuestionsQuery, QuestionScreen } from '@/features/love-type';

export const Route = createFileRoute('/attachment-test/question')({
  staticData: { analytics: { pageName: 'attachment_question', category: 'attachment' } },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(loveTypeQuestionsQuery()),
      context.queryClient.ensureQueryData(memberQuery()),
    ]),
  component: QuestionScreen,
});
