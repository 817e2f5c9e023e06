import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/features/auth';
import { MyResultScreen } from '@/features/love-type';

// Requires sign-in: the global guard sends a signed-out visit to /login (SPEC 2.2).
export const Route = createFileRoute('/attachment-test/result/my')({
  staticData: { analytics: { pageName: 'attachment_result_my', category: 'attachment' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(memberQuery()),
  component: MyResultScreen,
});
