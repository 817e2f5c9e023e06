import { createFileRoute } from '@tanstack/react-router';
import { currentChatRoomQuery } from '@/features/chat';
import { memberQuery } from '@/features/auth';
import { partnerQuery } from '@/features/couple';
import { todayQuestionQuery } from '@/features/question';
import { HomeScreen } from '@/features/home';

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
