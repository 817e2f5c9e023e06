import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { resolveGuard } from '@/shared/auth';
import type { RouterContext } from '@/shared/router-context';
import { AppToaster } from '@/shared/ui/toaster';
import { LiveEvents } from '@/app/live-events';

export const Route = createRootRouteWithContext<RouterContext>()({
  // SPEC 2.2: the global access guard runs before every route.
  beforeLoad: ({ context, location }) => {
    const target = resolveGuard(location.pathname, context.auth);
    if (target) throw redirect({ to: target, replace: true });
  },
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <AppToaster />
      <LiveEvents />
    </>
  );
}
