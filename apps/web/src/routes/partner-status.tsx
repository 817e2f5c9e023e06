import { createFileRoute } from '@tanstack/react-router';
import { parsePartnerStatusSearch } from '@/features/couple/model/partner-status-search';
import { PartnerStatusScreen } from '@/features/couple/components/partner-status-screen';

export const Route = createFileRoute('/partner-status')({
  staticData: { analytics: { pageName: 'partner_status', category: 'main' } },
  validateSearch: parsePartnerStatusSearch,
  component: PartnerStatusRoute,
});

function PartnerStatusRoute() {
  const { type } = Route.useSearch();
  return <PartnerStatusScreen type={type} />;
}
