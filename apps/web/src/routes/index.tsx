import { createFileRoute } from '@tanstack/react-router';
import { currentChatRoomQuery } from '@/features/chat/api/get-current-chat-room';
import { memberQuery } from '@/shared/auth/member-query';
import { partnerQuery } from '@/features/couple/api/get-partner';
import { todayQuestionQuery } from '@/features/question/api/get-today-question';
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
