import { createFileRoute } from '@tanstack/react-router';
import { inviteCodeQuery } from '@/features/couple';
import { MyCodeScreen } from '@/features/onboarding';

export const Route = createFileRoute('/onboarding/my-code')({
  staticData: { analytics: { pageName: 'onboarding_my_code', category: 'onboarding' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(inviteCodeQuery()),
  component: MyCodeScreen,
});
