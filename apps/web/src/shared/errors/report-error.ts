import { trackError } from '../analytics';
import {
  analyticsErrorType,
  formatErrorMessage,
  type ErrorContext,
  type ErrorSeverity,
} from './classify';
import { captureWithSentry } from './sentry';

const SENTRY_LEVEL: Record<ErrorSeverity, 'fatal' | 'error' | 'warning' | 'info'> = {
  critical: 'fatal',
  high: 'error',
  medium: 'warning',
  low: 'info',
};

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}

/**
 * Reports an error (SPEC 3 context, SPEC 8.2 rules): always an `error_occurred` analytics event,
 * plus the error-reporting service when it runs. Never throws: a failure is logged as
 * "Failed to report error".
 */
export function reportError(error: unknown, context: ErrorContext): void {
  try {
    const full: ErrorContext = {
      ...context,
      severity: context.severity ?? 'medium',
      route: context.route ?? window.location.pathname,
      userAgent: context.userAgent ?? navigator.userAgent,
    };
    const type = analyticsErrorType(full);
    trackError(type, formatErrorMessage(messageOf(error), full));
    const tags: Record<string, string> = { source: full.source, error_type: type };
    if (full.feature) tags.feature = full.feature;
    if (full.errorType) tags.errorType = full.errorType;
    captureWithSentry(error, tags, { ...full }, SENTRY_LEVEL[full.severity ?? 'medium']);
  } catch (reportFailure) {
    console.error('Failed to report error', reportFailure);
  }
}
