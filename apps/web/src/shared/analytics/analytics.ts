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

/**
 * button_click with the current page name and category; `details` adds fields some buttons carry
 * (`call_safety_service`: `service_id`, `safety_mode`).
 */
export function trackButton(buttonName: string, details: Record<string, string> = {}): void {
  analyticsSink().track('button_click', {
    ...details,
    button_name: buttonName,
    category: currentPage.category,
    page_name: currentPage.pageName,
    timestamp: now(),
  });
}

/**
 * An event of its own beyond SPEC's three (`view_safety_card`: a screen part that was shown, not
 * a page or a click), tagged like them with the current page name, category and a timestamp.
 */
export function trackEvent(event: string, details: Record<string, string> = {}): void {
  analyticsSink().track(event, {
    ...details,
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
