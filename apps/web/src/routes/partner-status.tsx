import { createFileRoute } from '@tanstack/react-router';
import { parsePartnerStatusSearch, PartnerStatusScreen } from '@/features/couple';

export const Route = createFileRoute('/partner-status')({
  staticData: { analytics: { pageName: 'partner_status', category: 'main' } },
  validateSearch: parsePartnerStatusSearch,
  component: PartnerStatusRoute,
});

function PartnerStatusRoute() {
  const { type } = Route.useSearch();
  return <PartnerStatusScreen type={type} />;
}
