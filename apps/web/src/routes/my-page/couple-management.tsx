import { createFileRoute } from '@tanstack/react-router';
import { inviteCodeQuery, partnerQuery, CoupleManagementScreen } from '@/features/couple';

export const Route = createFileRoute('/my-page/couple-management')({
  staticData: { analytics: { pageName: 'mypage_couple', category: 'profile' } },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(inviteCodeQuery()),
      context.queryClient.ensureQueryData(partnerQuery()),
    ]),
  component: CoupleManagementScreen,
});
