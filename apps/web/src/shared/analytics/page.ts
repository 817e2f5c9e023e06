/** Analytics categories of SPEC 2.1. */
export type AnalyticsCategory =
  'main' | 'auth' | 'onboarding' | 'chat' | 'attachment' | 'question' | 'profile';

/** A route's analytics page name and category (SPEC 2.1), declared in the route file. */
export interface PageAnalytics {
  pageName: string;
  category: AnalyticsCategory;
}

export const HOME_PAGE: PageAnalytics = { pageName: 'home', category: 'main' };

/**
 * The page of a path whose route declared `page` (undefined: no route, or a route without
 * analytics). SPEC 2.1: an unmapped route warns "Unmapped route" and counts as home / main.
 */
export function pageOrHome(page: PageAnalytics | undefined, path: string): PageAnalytics {
  if (page) return page;
  console.warn('Unmapped route', path);
  return HOME_PAGE;
}
