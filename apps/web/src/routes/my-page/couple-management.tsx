import { createFileRoute } from '@tanstack/react-router';
import {
  inviteCodeQuery,
  partnerQuery,
  CoupleManagementScreen,
  validatePartnerCodeSearch,
} from '@/features/couple';

export const Route = createFileRoute('/my-page/couple-management')({
  staticData: { analytics: { pageName: 'mypage_couple', category: 'profile' } },
  // `?code=`: an invite link opened by an onboarded member, the code filled (issue 24).
  validateSearch: validatePartnerCodeSearch,
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(inviteCodeQuery()),
      context.queryClient.ensureQueryData(partnerQuery()),
    ]),
  component: CoupleManagementRoute,
});

function CoupleManagementRoute() {
  const { code } = Route.useSearch();
  return <CoupleManagementScreen initialCode={code} />;
}
