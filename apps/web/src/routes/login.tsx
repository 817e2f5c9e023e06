import { createFileRoute } from '@tanstack/react-router';
import { LoginScreen } from '@/features/auth';
import { flagFrom } from '@/shared/lib/search-params';

export const Route = createFileRoute('/login')({
  staticData: { analytics: { pageName: 'login', category: 'auth' }, access: 'public' },
  // `?withdrawn=true`: the member has just withdrawn; the screen confirms it.
  validateSearch: (search: Record<string, unknown>): { withdrawn?: true } =>
    flagFrom(search.withdrawn) ? { withdrawn: true } : {},
  component: LoginRoute,
});

function LoginRoute() {
  const { withdrawn } = Route.useSearch();
  return <LoginScreen withdrawn={withdrawn === true} />;
}
