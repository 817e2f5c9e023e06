import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthState } from '@/features/auth';
import { routeTree } from '../routeTree.gen';
import { LiveEvents } from './live-events';
import { NotFoundScreen } from './not-found';
import { PendingScreen } from './pending-screen';
import { RouteErrorScreen } from './route-error';
import { inDevicePreview } from '@/shared/bridge/preview-hook';
import { createPhoneHistory } from './phone-history';

/** DESIGN 11 router settings; the context carries `auth` and `queryClient`. */
export function createAppRouter(queryClient: QueryClient, auth: AuthState) {
  return createRouter({
    routeTree,
    context: { auth, queryClient },
    // Each phone of the device preview keeps its own history (phone-history.ts).
    ...(inDevicePreview() ? { history: createPhoneHistory() } : {}),
    defaultPreload: 'intent',
    defaultPreloadDelay: 50,
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 1000,
    defaultPendingMinMs: 500,
    defaultErrorComponent: RouteErrorScreen,
    defaultNotFoundComponent: NotFoundScreen,
    defaultPendingComponent: PendingScreen,
    scrollRestoration: true,
    // The app's live events (couple notices) under the router, beside every screen.
    InnerWrap: ({ children }) => (
      <>
        {children}
        <LiveEvents />
      </>
    ),
    // Page transitions through the View Transitions API where the WebView has it (styles/app.css;
    // none with prefers-reduced-motion); elsewhere navigation is as before. Turned on once the
    // first screen has loaded (first-screen.ts): that screen comes without one.
    defaultViewTransition: false,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
