import { createFileRoute } from '@tanstack/react-router';
import { PartnerCodeScreen } from '@/features/couple';

export const Route = createFileRoute('/onboarding/partner-code')({
  staticData: { analytics: { pageName: 'onboarding_partner_code', category: 'onboarding' } },
  component: PartnerCodeScreen,
});
