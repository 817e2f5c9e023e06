import { trackPageView } from '@/shared/analytics';
import type { AppRouter } from './router';

/** page_view on every navigation that changes the path (SPEC 7.4). */
export function trackPageViews(router: AppRouter): () => void {
  return router.subscribe('onResolved', ({ fromLocation, toLocation, pathChanged }) => {
    if (fromLocation && !pathChanged) return;
    const referrer = fromLocation ? fromLocation.href : document.referrer;
    trackPageView(toLocation.pathname, referrer);
  });
}
