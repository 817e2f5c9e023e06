export {
  getPageContext,
  identifyMember,
  resetAnalytics,
  trackButton,
  trackError,
  trackPageView,
} from './analytics';
export { HOME_PAGE, type AnalyticsCategory, type PageAnalytics } from './page';
export type { AnalyticsEvent } from './sink';
