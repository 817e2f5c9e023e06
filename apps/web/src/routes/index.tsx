import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen, preloadHome } from '@/features/home';

export const Route = createFileRoute('/')({
  staticData: { analytics: { pageName: 'home', category: 'main' } },
  // SPEC 2.1: today's question, partner info and the chat room status are preloaded too, and each
  // may fail on its own; one request brings all four (issue 27).
  loader: ({ context }) => preloadHome(context.queryClient),
  component: HomeScreen,
});
