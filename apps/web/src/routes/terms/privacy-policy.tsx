import { createFileRoute } from '@tanstack/react-router';
import { termsQuery } from '@/shared/api/endpoints/get-terms';
import { PrivacyPolicyScreen } from '@/features/terms/components/privacy-policy-screen';

export const Route = createFileRoute('/terms/privacy-policy')({
  staticData: { analytics: { pageName: 'terms_privacy', category: 'profile' }, access: 'public' },
  loader: ({ context }) => context.queryClient.ensureQueryData(termsQuery()),
  component: PrivacyPolicyScreen,
});
