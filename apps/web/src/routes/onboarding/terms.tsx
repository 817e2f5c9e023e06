import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/shared/auth/member-query';
import { termsQuery } from '@/features/terms/api/get-terms';
import { TermsAgreementScreen } from '@/features/onboarding/components/terms-agreement-screen';
import { TermsDialog } from '@/features/terms/components/terms-dialog';

export const Route = createFileRoute('/onboarding/terms')({
  staticData: { analytics: { pageName: 'onboarding_terms', category: 'onboarding' } },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(termsQuery()),
      context.queryClient.ensureQueryData(memberQuery()),
    ]),
  component: () => <TermsAgreementScreen TermsViewer={TermsDialog} />,
});
