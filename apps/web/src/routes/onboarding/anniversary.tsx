import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/shared/api/queries';
import { AnniversaryScreen } from '@/features/onboarding/components/anniversary-screen';

export const Route = createFileRoute('/onboarding/anniversary')({
  loader: ({ context }) => context.queryClient.ensureQueryData(memberQuery()),
  component: AnniversaryScreen,
});
