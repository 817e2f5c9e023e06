import { startTransition, useEffect, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AuthController, AuthProvider } from '@/features/auth';
import { registerLoginRedirect } from '@/shared/lib/login-redirect';
import { createQueryClient } from './query-client';
import { createAppRouter, type AppRouter } from './router';
import { StartupSkeleton } from './startup-skeleton';
import { afterNextPaint, loadFirstScreen, type FirstScreen } from './first-screen';
import { FirstScreenContext } from './first-screen-context';
import { LIVE_HOSTS, LiveHostsContext, LiveHostsGate } from './live-hosts';
import { loadFonts } from './fonts';
import { trackPageViews } from './page-views';

/** How long after the first screen push on this device is bound (decision 0062). */
const PUSH_BIND_DELAY_MS = 3000;

export interface AppInstance {
  queryClient: QueryClient;
  auth: AuthController;
  router: AppRouter;
  firstScreen: FirstScreen;
  liveHosts: LiveHostsGate;
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
  void auth.bootstrap(() => preloadRouteChunks(router));
  const firstScreen = loadFirstScreen(auth, router);
  const liveHosts = new LiveHostsGate(LIVE_HOSTS);
  bindRealtimeOnSignIn(auth, firstScreen, router, liveHosts);
  // A first visit's web font comes after the first paint (fonts.ts), one frame later still, so
  // that paint has reached the screen before the font starts to download (decision 0033).
  firstScreen.subscribe(() => {
    if (firstScreen.isPainted()) afterNextPaint(() => void loadFonts());
  });
  return { queryClient, auth, router, firstScreen, liveHosts };
}

/**
 * A signed-in start (a token is there): the current route's code loads while the member is read,
 * instead of after it. Not for a first-time visitor, whom the guard sends elsewhere (decision
 * 0008's budget counts what the intro loads).
 */
function preloadRouteChunks(router: AppRouter): void {
  void Promise.resolve()
    .then(() => {
      const [routes = []] = router.getMatchedRoutes(router.latestLocation.pathname);
      return Promise.all(routes.map(async (route) => router.loadRouteChunk(route)));
    })
    // Only a head start: the router loads them again, and reports a failure, when it needs them.
    .catch(() => undefined);
}

/**
 * The live stream's wiring (SPEC 4.7) and this device's push registration load with the first
 * sign-in, so a first visit to `/` does
 * not download it (decision 0008), and once the first screen is shown, so it does not hold that
 * screen back (decision 0030); from then on `bindRealtime` follows the login state itself.
 */
function bindRealtimeOnSignIn(
  auth: AuthController,
  firstScreen: FirstScreen,
  router: AppRouter,
  liveHosts: LiveHostsGate,
): void {
  let loading = false;
  const load = () => {
    if (loading || !firstScreen.isPainted() || auth.getStatus() !== 'authenticated') return;
    loading = true;
    unsubscribe.forEach((stop) => stop());
    // The stream opens once the app's live-event hosts listen (live-hosts.ts).
    void Promise.all([import('./realtime'), liveHosts.whenListening()]).then(([{ bindRealtime }]) =>
      bindRealtime(auth),
    );
    // Push on this device (decision 0062): nothing the first screen needs, so a few seconds after
    // it, off its network (registration only renews what is already allowed).
    setTimeout(() => {
      void import('./push').then(({ bindPush }) =>
        bindPush(auth, (link) => void router.navigate({ href: link })),
      );
    }, PUSH_BIND_DELAY_MS);
  };
  const unsubscribe = [auth.subscribe(load), firstScreen.subscribe(load)];
  load();
}

/**
 * The start-up skeleton until the login state is known and the first screen has loaded. The
 * screen then renders as a transition: React renders it in slices between which the page stays
 * responsive, instead of one long task, and swaps it in when done.
 */
function AppRoutes({
  router,
  firstScreen,
  liveHosts,
}: {
  router: AppRouter;
  firstScreen: FirstScreen;
  liveHosts: LiveHostsGate;
}) {
  const [ready, setReady] = useState(() => firstScreen.isReady());
  useEffect(() => {
    const show = () => startTransition(() => setReady(true));
    if (firstScreen.isReady()) show();
    return firstScreen.subscribe(show);
  }, [firstScreen]);
  useEffect(() => {
    // The frame after this commit is the first screen's first paint.
    if (ready) afterNextPaint(() => firstScreen.markPainted());
  }, [ready, firstScreen]);
  if (!ready) return <StartupSkeleton />;
  return (
    <FirstScreenContext.Provider value={firstScreen}>
      <LiveHostsContext.Provider value={liveHosts}>
        <RouterProvider router={router} />
      </LiveHostsContext.Provider>
    </FirstScreenContext.Provider>
  );
}

export function App({ app }: { app: AppInstance }) {
  return (
    <QueryClientProvider client={app.queryClient}>
      <AuthProvider controller={app.auth}>
        <AppRoutes router={app.router} firstScreen={app.firstScreen} liveHosts={app.liveHosts} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
