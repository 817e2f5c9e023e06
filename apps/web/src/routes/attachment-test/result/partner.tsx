import { createFileRoute } from '@tanstack/react-router';
import { partnerQuery } from '@/features/couple';
import { PartnerResultScreen } from '@/features/love-type';

// Requires sign-in: the global guard sends a signed-out visit to /login (SPEC 2.2). The partner
// is fetched afresh on every visit: they may have taken the test since it was last loaded.
export const Route = createFileRoute('/attachment-test/result/partner')({
  staticData: { analytics: { pageName: 'attachment_result_partner', category: 'attachment' } },
  loader: ({ context }) => context.queryClient.fetchQuery({ ...partnerQuery(), staleTime: 0 }),
  component: PartnerResultScreen,
});
