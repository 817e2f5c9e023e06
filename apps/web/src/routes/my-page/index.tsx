import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/shared/auth/member-query';
import { termsQuery } from '@/features/terms/api/get-terms';
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
