import { createFileRoute } from '@tanstack/react-router';
import {
  currentChatRoomQuery,
  currentChatMessagesQuery,
  chatRoomMessagesQuery,
  validateChatSearch,
  ChatScreen,
  ChatTranscriptScreen,
} from '@/features/chat';

export const Route = createFileRoute('/chat/')({
  staticData: { analytics: { pageName: 'chat_main', category: 'chat' } },
  validateSearch: validateChatSearch,
  // The loader's query code loads with the screen, out of the first screen's JavaScript (DESIGN 15).
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => ({ chatId: search.chatId }),
  // SPEC 2.1: the chat status, and with `chatId` that room's messages (read-only, oldest first).
  loader: ({ context: { queryClient }, deps: { chatId } }) =>
    chatId === undefined
      ? Promise.all([
          queryClient.ensureQueryData(currentChatRoomQuery()),
          queryClient.ensureInfiniteQueryData(currentChatMessagesQuery()),
        ])
      : Promise.all([
          queryClient.ensureInfiniteQueryData(chatRoomMessagesQuery(chatId)),
          queryClient.prefetchQuery(currentChatRoomQuery()),
        ]),
  component: ChatMainRoute,
});

/** `/chat`: the current room, or with `chatId` a finished room's conversation, read-only. */
function ChatMainRoute() {
  const { chatId } = Route.useSearch();
  return chatId === undefined ? <ChatScreen /> : <ChatTranscriptScreen chatId={chatId} />;
}
