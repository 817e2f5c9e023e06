export {
  analyticsErrorType,
  apiSeverity,
  featureFromUrl,
  formatErrorMessage,
  type ErrorContext,
  type ErrorSeverity,
  type ErrorSource,
} from './classify';
export { reportError } from './report-error';
export { installGlobalErrorHandlers } from './global-handlers';
export { initSentry } from './sentry';
