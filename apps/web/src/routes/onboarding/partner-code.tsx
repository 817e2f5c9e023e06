import { createFileRoute } from '@tanstack/react-router';
import { PartnerCodeScreen, validatePartnerCodeSearch } from '@/features/couple';

export const Route = createFileRoute('/onboarding/partner-code')({
  staticData: { analytics: { pageName: 'onboarding_partner_code', category: 'onboarding' } },
  // `?code=`: an invite link's code, filled into the field.
  validateSearch: validatePartnerCodeSearch,
  component: PartnerCodeRoute,
});

function PartnerCodeRoute() {
  const { code } = Route.useSearch();
  return <PartnerCodeScreen initialCode={code} />;
}
