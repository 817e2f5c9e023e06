import { createRootRouteWithContext, Outlet, redirect } from '@tanstack/react-router';
import { inviteLinkRedirect } from '@/features/couple';
import { resolveGuard } from '@/shared/router/guard';
import type { RouterContext } from '@/shared/router/router-context';
import { AppToaster } from '@/shared/ui/toaster';
import { ConnectionBanner } from '@/shared/network';
import { routeMetaOf } from '@/shared/router/route-meta';

export const Route = createRootRouteWithContext<RouterContext>()({
  // SPEC 2.2: the global access guard runs before every route, with the access level the
  // matched routes declare.
  beforeLoad: ({ context, location, matches }) => {
    const { access } = routeMetaOf(matches.map((match) => match.staticData));
    const target = resolveGuard(location.pathname, access, context.auth);
    if (!target) return;
    // An invite link's code is not lost on the way (issue 24).
    const invite = inviteLinkRedirect(location.pathname, location.search, target);
    if (invite) throw redirect({ ...invite, replace: true });
    throw redirect({ to: target, replace: true });
  },
  component: RootLayout,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <ConnectionBanner />
      <AppToaster />
    </>
  );
}
