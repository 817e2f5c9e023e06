import { createFileRoute } from '@tanstack/react-router';
import { chatSummaryQuery, validateChatResultSearch, ChatResultScreen } from '@/features/chat';

export const Route = createFileRoute('/chat/result')({
  staticData: { analytics: { pageName: 'chat_result', category: 'chat' } },
  validateSearch: validateChatResultSearch,
  // The loader's query code loads with the screen, out of the first screen's JavaScript (DESIGN 15).
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => ({ chatId: search.chatId }),
  // SPEC 2.1: that room's summary (a room that is not there is shown by the screen, not thrown).
  loader: ({ context: { queryClient }, deps: { chatId } }) =>
    chatId > 0 ? queryClient.prefetchQuery(chatSummaryQuery(chatId)) : undefined,
  component: ChatResultRoute,
});

function ChatResultRoute() {
  const { chatId, fromHistory } = Route.useSearch();
  return <ChatResultScreen chatId={chatId} fromHistory={fromHistory === true} />;
}
