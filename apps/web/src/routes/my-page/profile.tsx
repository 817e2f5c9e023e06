import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/features/auth';
import { ProfileScreen } from '@/features/my-page';

export const Route = createFileRoute('/my-page/profile')({
  staticData: { analytics: { pageName: 'mypage_profile', category: 'profile' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(memberQuery()),
  component: ProfileScreen,
});
