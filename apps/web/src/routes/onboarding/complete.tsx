import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/features/auth';
import { termsQuery } from '@/features/terms';
import { CompleteScreen } from '@/features/onboarding';

export const Route = createFileRoute('/onboarding/complete')({
  staticData: { analytics: { pageName: 'onboarding_complete', category: 'onboarding' } },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(termsQuery()),
      context.queryClient.ensureQueryData(memberQuery()),
    ]),
  component: CompleteScreen,
});
