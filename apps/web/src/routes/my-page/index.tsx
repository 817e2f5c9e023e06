import { createFileRoute } from '@tanstack/react-router';
import { memberQuery, termsQuery } from '@/shared/api/queries';
import { MyPageScreen } from '@/features/my-page/components/my-page-screen';
import { TermsDialog } from '@/features/terms/components/terms-dialog';

export const Route = createFileRoute('/my-page/')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(termsQuery()),
      context.queryClient.ensureQueryData(memberQuery()),
    ]),
  component: () => <MyPageScreen TermsViewer={TermsDialog} />,
});
