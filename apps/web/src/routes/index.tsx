import { createFileRoute } from '@tanstack/react-router';
import { currentChatRoomQuery } from '@/shared/api/endpoints/get-current-chat-room';
import { memberQuery } from '@/shared/api/endpoints/get-member';
import { partnerQuery } from '@/shared/api/endpoints/get-partner';
import { todayQuestionQuery } from '@/shared/api/endpoints/get-today-question';
import { HomeScreen } from '@/features/home/components/home-screen';

export const Route = createFileRoute('/')({
  staticData: { analytics: { pageName: 'home', category: 'main' } },
  // SPEC 2.1: today's question, partner info and the chat room status are preloaded too, and each
  // may fail on its own (prefetch never throws).
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(memberQuery()),
      context.queryClient.prefetchQuery(partnerQuery()),
      context.queryClient.prefetchQuery(todayQuestionQuery()),
      context.queryClient.prefetchQuery(currentChatRoomQuery()),
    ]),
  component: HomeScreen,
});
