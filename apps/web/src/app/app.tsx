import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AuthController, AuthProvider, useAuthStatus } from '@/shared/auth';
import { registerLoginRedirect } from '@/shared/lib/login-redirect';
import { createQueryClient } from './query-client';
import { createAppRouter, type AppRouter } from './router';
import { StartupSkeleton } from './startup-skeleton';
import { trackPageViews } from './page-views';

export interface AppInstance {
  queryClient: QueryClient;
  auth: AuthController;
  router: AppRouter;
}

/** Wires the query client, the auth state and the router together and starts the login check. */
export function createApp(): AppInstance {
  const queryClient = createQueryClient();
  const auth = new AuthController(queryClient);
  const router = createAppRouter(queryClient, auth);
  auth.bindNavigation({
    toLogin: (options) =>
      router.navigate({
        to: '/login',
        search: options?.withdrawn ? { withdrawn: true } : {},
        replace: true,
      }),
    invalidate: () => router.invalidate(),
  });
  registerLoginRedirect(() => auth.expireSession());
  trackPageViews(router);
  bindRealtimeOnSignIn(auth);
  void auth.bootstrap();
  return { queryClient, auth, router };
}

/**
 * The live stream's wiring (SPEC 4.7) loads with the first sign-in, so a first visit to `/` does
 * not download it (decision 0008); from then on `bindRealtime` follows the login state itself.
 */
function bindRealtimeOnSignIn(auth: AuthController): void {
  let loading = false;
  const load = () => {
    if (loading || auth.getStatus() !== 'authenticated') return;
    loading = true;
    unsubscribe();
    void import('./realtime').then(({ bindRealtime }) => bindRealtime(auth));
  };
  const unsubscribe = auth.subscribe(load);
  load();
}

function AppRoutes({ router }: { router: AppRouter }) {
  const status = useAuthStatus();
  if (status === 'resolving') return <StartupSkeleton />;
  return <RouterProvider router={router} />;
}

export function App({ app }: { app: AppInstance }) {
  return (
    <QueryClientProvider client={app.queryClient}>
      <AuthProvider controller={app.auth}>
        <AppRoutes router={app.router} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
