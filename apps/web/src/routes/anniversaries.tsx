import { createFileRoute } from '@tanstack/react-router';
import { AnniversariesScreen, anniversariesQuery, partnerQuery } from '@/features/couple';

export const Route = createFileRoute('/anniversaries')({
  staticData: { analytics: { pageName: 'anniversaries', category: 'main' } },
  // The loader's query code loads with the screen, out of the first screen's JavaScript.
  codeSplitGroupings: [['loader', 'component']],
  // The partner first (the couple's own anniversaries need one: 40301 otherwise), then the list;
  // the screen draws the milestones without it.
  loader: async ({ context: { queryClient } }) => {
    const partner = await queryClient.ensureQueryData(partnerQuery()).catch(() => undefined);
    if (partner) await queryClient.prefetchQuery(anniversariesQuery());
  },
  component: AnniversariesScreen,
});
