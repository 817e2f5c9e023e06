import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/features/auth';
import { termsQuery, TermsDialog } from '@/features/terms';
import { TermsAgreementScreen } from '@/features/onboarding';

export const Route = createFileRoute('/onboarding/terms')({
  staticData: { analytics: { pageName: 'onboarding_terms', category: 'onboarding' } },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(termsQuery()),
      context.queryClient.ensureQueryData(memberQuery()),
    ]),
  component: () => <TermsAgreementScreen TermsViewer={TermsDialog} />,
});
