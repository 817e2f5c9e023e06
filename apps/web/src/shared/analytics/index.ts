export {
  getPageContext,
  identifyMember,
  resetAnalytics,
  trackButton,
  trackError,
  trackPageView,
} from './analytics';
export {
  HOME_PAGE,
  pageAnalyticsFor,
  ROUTE_ANALYTICS,
  type AnalyticsCategory,
  type PageAnalytics,
} from './route-table';
export type { AnalyticsEvent } from './sink';
