import { createFileRoute } from '@tanstack/react-router';
import { inviteCodeQuery } from '@/features/couple/api/get-invite-code';
import { partnerQuery } from '@/features/couple/api/get-partner';
import { CoupleManagementScreen } from '@/features/couple/components/couple-management-screen';

export const Route = createFileRoute('/my-page/couple-management')({
  staticData: { analytics: { pageName: 'mypage_couple', category: 'profile' } },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(inviteCodeQuery()),
      context.queryClient.ensureQueryData(partnerQuery()),
    ]),
  component: CoupleManagementScreen,
});
