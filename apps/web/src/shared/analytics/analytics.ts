import { HOME_PAGE, pageOrHome, type PageAnalytics } from './page';
import { analyticsSink } from './sink';

/** SPEC 4.8: the current page is remembered to tag click and error events. */
let currentPage: PageAnalytics = HOME_PAGE;

export function getPageContext(): PageAnalytics {
  return currentPage;
}

function now(): string {
  return new Date().toISOString();
}

/**
 * page_view for a navigation (called by the app on every resolved navigation) with the page its
 * route declares; undefined for an unmapped route.
 */
export function trackPageView(
  path: string,
  referrer: string,
  page: PageAnalytics | undefined,
): void {
  currentPage = pageOrHome(page, path);
  analyticsSink().track('page_view', {
    page_name: currentPage.pageName,
    category: currentPage.category,
    page_path: path,
    referrer,
    timestamp: now(),
  });
}

/** button_click with the current page name and category. */
export function trackButton(buttonName: string): void {
  analyticsSink().track('button_click', {
    button_name: buttonName,
    category: currentPage.category,
    page_name: currentPage.pageName,
    timestamp: now(),
  });
}

/** error_occurred with the current page name and category. */
export function trackError(errorType: string, errorMessage: string): void {
  analyticsSink().track('error_occurred', {
    error_type: errorType,
    error_message: errorMessage,
    page_name: currentPage.pageName,
    category: currentPage.category,
    timestamp: now(),
  });
}

/** identify: the member id plus user properties (on sign-in and member load). */
export function identifyMember(memberId: number, properties: Record<string, unknown>): void {
  analyticsSink().identify(String(memberId), properties);
}

/** reset (logout / withdrawal): forget the user; the page context returns to home / main. */
export function resetAnalytics(): void {
  currentPage = HOME_PAGE;
  analyticsSink().reset();
}
