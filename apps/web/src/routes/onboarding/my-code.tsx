import { createFileRoute } from '@tanstack/react-router';
import { inviteCodeQuery } from '@/shared/api/queries';
import { MyCodeScreen } from '@/features/onboarding/components/my-code-screen';

export const Route = createFileRoute('/onboarding/my-code')({
  loader: ({ context }) => context.queryClient.ensureQueryData(inviteCodeQuery()),
  component: MyCodeScreen,
});
