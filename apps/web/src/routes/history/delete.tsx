import { createFileRoute } from '@tanstack/react-router';
import { chatHistoryQuery, validateHistorySearch, HistoryDeleteScreen } from '@/features/history';

export const Route = createFileRoute('/history/delete')({
  staticData: { analytics: { pageName: 'history_delete', category: 'main' } },
  validateSearch: validateHistorySearch,
  // The loader's query code loads with the screen, out of the first screen's JavaScript (DESIGN 15).
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => ({ keyword: search.keyword ?? '' }),
  // The same list as the history (cached when coming from it).
  loader: ({ context: { queryClient }, deps: { keyword } }) =>
    queryClient.ensureInfiniteQueryData(chatHistoryQuery(keyword)),
  component: HistoryDeleteRoute,
});

function HistoryDeleteRoute() {
  const { keyword } = Route.useSearch();
  return <HistoryDeleteScreen keyword={keyword} />;
}
