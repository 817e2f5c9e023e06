import { trackPageView } from '@/shared/analytics';
import type { AppRouter } from './router';
import { routeMetaAt } from '@/shared/router/route-meta';

/** page_view on every navigation that changes the path (SPEC 7.4), named by its route's metadata. */
export function trackPageViews(router: AppRouter): () => void {
  return router.subscribe('onResolved', ({ fromLocation, toLocation, pathChanged }) => {
    if (fromLocation && !pathChanged) return;
    const referrer = fromLocation ? fromLocation.href : document.referrer;
    trackPageView(toLocation.pathname, referrer, routeMetaAt(router, toLocation.pathname).page);
  });
}
