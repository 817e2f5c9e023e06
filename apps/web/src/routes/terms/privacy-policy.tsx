import { createFileRoute } from '@tanstack/react-router';
import { termsQuery } from '@/shared/api/queries';
import { PrivacyPolicyScreen } from '@/features/terms/components/privacy-policy-screen';

export const Route = createFileRoute('/terms/privacy-policy')({
  loader: ({ context }) => context.queryClient.ensureQueryData(termsQuery()),
  component: PrivacyPolicyScreen,
});
