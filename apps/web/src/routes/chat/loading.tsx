import { createFileRoute } from '@tanstack/react-router';
import { ChatLoadingScreen } from '@/features/chat/components/chat-loading-screen';
import { validateChatLoadingSearch } from '@/features/chat/model/chat-search';

export const Route = createFileRoute('/chat/loading')({
  staticData: { analytics: { pageName: 'chat_loading', category: 'chat' } },
  validateSearch: validateChatLoadingSearch,
  component: ChatLoadingRoute,
});

function ChatLoadingRoute() {
  const { chatId } = Route.useSearch();
  return <ChatLoadingScreen chatId={chatId} />;
}
