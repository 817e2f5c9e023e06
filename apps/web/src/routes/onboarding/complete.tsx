import { createFileRoute } from '@tanstack/react-router';
import { memberQuery, termsQuery } from '@/shared/api/queries';
import { CompleteScreen } from '@/features/onboarding/components/complete-screen';

export const Route = createFileRoute('/onboarding/complete')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(termsQuery()),
      context.queryClient.ensureQueryData(memberQuery()),
    ]),
  component: CompleteScreen,
});
