import { createFileRoute } from '@tanstack/react-router';
import { ChatLoadingScreen, validateChatLoadingSearch } from '@/features/chat';

export const Route = createFileRoute('/chat/loading')({
  staticData: { analytics: { pageName: 'chat_loading', category: 'chat' } },
  validateSearch: validateChatLoadingSearch,
  component: ChatLoadingRoute,
});

function ChatLoadingRoute() {
  const { chatId } = Route.useSearch();
  return <ChatLoadingScreen chatId={chatId} />;
}
