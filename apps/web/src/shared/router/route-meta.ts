import type { AnyRouter, StaticDataRouteOption } from '@tanstack/react-router';
import type { PageAnalytics } from '@/shared/analytics';
import type { RouteAccess } from './guard';

// Route metadata lives in each route file's `staticData` (decision 0017): a new route is declared
// in one place. The analytics of SPEC 2.1 belong to the route itself (a layout declares none);
// the access level of SPEC 2.2 is inherited from the layout (`/onboarding`).
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** SPEC 2.1: the route's analytics page name and category. Every screen route declares one. */
    analytics?: PageAnalytics;
    /** SPEC 2.2: who may open the route and its children; `member` when no route declares it. */
    access?: RouteAccess;
  }
}

export interface RouteMeta {
  /** undefined: no route, or a route that forgot its analytics ("Unmapped route"). */
  page: PageAnalytics | undefined;
  access: RouteAccess;
}

/** The metadata of a matched branch of routes, root first (an unknown path matches the root only). */
export function routeMetaOf(branch: ReadonlyArray<StaticDataRouteOption | undefined>): RouteMeta {
  const access = branch.findLast((data) => data?.access !== undefined)?.access ?? 'member';
  return { page: branch.at(-1)?.analytics, access };
}

/** The metadata of the routes `pathname` matches (with or without a trailing slash). */
export function routeMetaAt(router: AnyRouter, pathname: string): RouteMeta {
  const [routes] = router.getMatchedRoutes(pathname);
  return routeMetaOf(routes.map((route) => route.options.staticData));
}
