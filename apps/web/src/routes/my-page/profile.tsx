import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/shared/api/queries';
import { ProfileScreen } from '@/features/my-page/components/profile-screen';

export const Route = createFileRoute('/my-page/profile')({
  loader: ({ context }) => context.queryClient.ensureQueryData(memberQuery()),
  component: ProfileScreen,
});
