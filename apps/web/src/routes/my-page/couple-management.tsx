import { createFileRoute } from '@tanstack/react-router';
import { inviteCodeQuery, partnerQuery } from '@/shared/api/queries';
import { CoupleManagementScreen } from '@/features/couple/components/couple-management-screen';

export const Route = createFileRoute('/my-page/couple-management')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(inviteCodeQuery()),
      context.queryClient.ensureQueryData(partnerQuery()),
    ]),
  component: CoupleManagementScreen,
});
