import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyScreen } from '@/features/terms';

export const Route = createFileRoute('/terms/privacy-policy')({
  staticData: { analytics: { pageName: 'terms_privacy', category: 'profile' }, access: 'public' },
  component: PrivacyPolicyScreen,
});
