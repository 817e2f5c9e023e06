import { createFileRoute } from '@tanstack/react-router';
import { inviteCodeQuery } from '@/features/couple/api/get-invite-code';
import { MyCodeScreen } from '@/features/onboarding/components/my-code-screen';

export const Route = createFileRoute('/onboarding/my-code')({
  staticData: { analytics: { pageName: 'onboarding_my_code', category: 'onboarding' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(inviteCodeQuery()),
  component: MyCodeScreen,
});
