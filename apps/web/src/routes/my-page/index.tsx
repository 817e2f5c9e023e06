import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/shared/api/endpoints/get-member';
import { termsQuery } from '@/shared/api/endpoints/get-terms';
import { MyPageScreen } from '@/features/my-page/components/my-page-screen';
import { TermsDialog } from '@/features/terms/components/terms-dialog';

export const Route = createFileRoute('/my-page/')({
  staticData: { analytics: { pageName: 'mypage_main', category: 'profile' } },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(termsQuery()),
      context.queryClient.ensureQueryData(memberQuery()),
    ]),
  component: () => <MyPageScreen TermsViewer={TermsDialog} />,
});
