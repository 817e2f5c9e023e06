import { createFileRoute, redirect } from '@tanstack/react-router';

/** `/onboarding` itself has no screen: the flow starts at the terms step. */
export const Route = createFileRoute('/onboarding/')({
  staticData: { analytics: { pageName: 'onboarding_terms', category: 'onboarding' } },
  beforeLoad: () => {
    throw redirect({ to: '/onboarding/terms', replace: true });
  },
});
