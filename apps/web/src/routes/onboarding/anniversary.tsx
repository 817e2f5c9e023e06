import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/features/auth';
import { AnniversaryScreen } from '@/features/onboarding';

export const Route = createFileRoute('/onboarding/anniversary')({
  staticData: { analytics: { pageName: 'onboarding_anniversary', category: 'onboarding' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(memberQuery()),
  component: AnniversaryScreen,
});
