import { createFileRoute } from '@tanstack/react-router';
import { currentChatRoomQuery } from '@/features/chat';
import { chatHistoryQuery, validateHistorySearch, HistoryScreen } from '@/features/history';

export const Route = createFileRoute('/history/')({
  staticData: { analytics: { pageName: 'history_main', category: 'main' } },
  validateSearch: validateHistorySearch,
  // The loader's query code loads with the screen, out of the first screen's JavaScript (DESIGN 15).
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => ({ keyword: search.keyword ?? '' }),
  // SPEC 2.1: the chat room status (for the chat button); and the list's first page.
  loader: ({ context: { queryClient }, deps: { keyword } }) =>
    Promise.all([
      queryClient.ensureInfiniteQueryData(chatHistoryQuery(keyword)),
      queryClient.prefetchQuery(currentChatRoomQuery()),
    ]),
  component: HistoryRoute,
});

function HistoryRoute() {
  const { keyword } = Route.useSearch();
  return <HistoryScreen keyword={keyword} />;
}
