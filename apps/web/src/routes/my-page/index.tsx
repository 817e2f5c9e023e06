import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/features/auth';
import { termsQuery, TermsDialog } from '@/features/terms';
import { MyPageScreen } from '@/features/my-page';

export const Route = createFileRoute('/my-page/')({
  staticData: { analytics: { pageName: 'mypage_main', category: 'profile' } },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(termsQuery()),
      context.queryClient.ensureQueryData(memberQuery()),
    ]),
  component: () => <MyPageScreen TermsViewer={TermsDialog} />,
});
