import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/shared/api/queries';
import { NicknameScreen } from '@/features/onboarding/components/nickname-screen';

export const Route = createFileRoute('/onboarding/nickname')({
  loader: ({ context }) => context.queryClient.ensureQueryData(memberQuery()),
  component: NicknameScreen,
});
