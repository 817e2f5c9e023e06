export {
  getPageContext,
  identifyMember,
  resetAnalytics,
  trackButton,
  trackError,
  trackEvent,
  trackPageView,
} from './analytics';
export { HOME_PAGE, type AnalyticsCategory, type PageAnalytics } from './page';
export type { AnalyticsEvent } from './sink';
