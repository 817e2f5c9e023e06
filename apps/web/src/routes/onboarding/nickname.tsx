import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/features/auth';
import { NicknameScreen } from '@/features/onboarding';

export const Route = createFileRoute('/onboarding/nickname')({
  staticData: { analytics: { pageName: 'onboarding_nickname', category: 'onboarding' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(memberQuery()),
  component: NicknameScreen,
});
