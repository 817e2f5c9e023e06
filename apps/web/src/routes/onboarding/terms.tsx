import { createFileRoute } from '@tanstack/react-router';
import { memberQuery, termsQuery } from '@/shared/api/queries';
import { TermsAgreementScreen } from '@/features/onboarding/components/terms-agreement-screen';
import { TermsDialog } from '@/features/terms/components/terms-dialog';

export const Route = createFileRoute('/onboarding/terms')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(termsQuery()),
      context.queryClient.ensureQueryData(memberQuery()),
    ]),
  component: () => <TermsAgreementScreen TermsViewer={TermsDialog} />,
});
