import { createFileRoute } from '@tanstack/react-router';
import { memberQuery } from '@/features/auth';
import { partnerQuery } from '@/features/couple';
import { CoupleReadingScreen } from '@/features/love-type';

// Both partners' results read together (issue 26). Requires sign-in (SPEC 2.2). The partner is
// fetched afresh: they may have taken the test since it was last loaded.
export const Route = createFileRoute('/attachment-test/result/couple')({
  staticData: { analytics: { pageName: 'attachment_result_couple', category: 'attachment' } },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(memberQuery()),
      context.queryClient.fetchQuery({ ...partnerQuery(), staleTime: 0 }),
    ]),
  component: CoupleReadingScreen,
});
