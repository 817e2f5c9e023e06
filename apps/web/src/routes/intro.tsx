import { createFileRoute, redirect } from '@tanstack/react-router';
import { bridge } from '@/shared/bridge';
import { IntroScreen } from '@/features/auth';

export const Route = createFileRoute('/intro')({
  staticData: { analytics: { pageName: 'intro', category: 'auth' }, access: 'public' },
  // Decision: once the intro has been seen, `/intro` forwards to `/login`.
  beforeLoad: async ({ preload }) => {
    if (preload) return;
    const seen = await bridge.getIntroSeen().catch(() => false);
    if (seen) throw redirect({ to: '/login', replace: true });
  },
  component: IntroScreen,
});
