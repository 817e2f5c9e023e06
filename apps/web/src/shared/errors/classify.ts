/** SPEC 3 error-report context and SPEC 8.2's mapping rules (pure functions). */
export type ErrorSource = 'api' | 'router' | 'ui' | 'bridge' | 'global';
export type ErrorSeverity = 'low' | 'medium' | 'high' | 'critical';

export interface ErrorContext {
  source: ErrorSource;
  severity?: ErrorSeverity;
  feature?: string;
  component?: string;
  endpoint?: string;
  route?: string;
  userAgent?: string;
  userId?: string;
  statusCode?: number;
  responseData?: unknown;
  /** e.g. `timeout`, `token_refresh_failed`, `network_offline`. */
  errorType?: string;
}

/** Severity of an API failure (SPEC 8.2). */
export function apiSeverity(statusCode: number | undefined, errorType?: string): ErrorSeverity {
  if (errorType === 'network_offline') return 'high';
  if (errorType === 'timeout') return 'medium';
  if (statusCode === undefined) return 'medium';
  if (statusCode >= 500) return 'critical';
  if (statusCode === 403) return 'high';
  return 'medium';
}

// SPEC 8.2's table, kept as one table here (decision 0038): the API client tags every failure
// through it and cannot import features; a feature reporting its own error passes its own tag.
const FEATURES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^(auth|login|logout|refresh)$/, 'authentication'],
  [/^chat[a-z-]*$/, 'chat'],
  [/^members?$/, 'member'],
  [/^questions?$/, 'question'],
  [/^love-types?$/, 'attachment'],
  [/^couples?$/, 'couple'],
];

/**
 * The feature an API URL belongs to (SPEC 8.2: `/auth/` → authentication, `/chat/` → chat,
 * `/member/` → member, `/question/` → question, `/love-type/` → attachment, `/couple/` → couple,
 * anything else → api). Decided by the first path segment after `/api`; our paths are plural
 * (`/members`, `/chatrooms`, `/love-types`) and sign-in paths count as authentication.
 */
export function featureFromUrl(url: string | undefined): string {
  if (!url) return 'api';
  const path = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/[?#].*$/, '');
  const segments = path.split('/').filter(Boolean);
  const first = segments[0] === 'api' ? segments[1] : segments[0];
  if (!first) return 'api';
  for (const [pattern, feature] of FEATURES) if (pattern.test(first)) return feature;
  return 'api';
}

/** The analytics `error_type` of a report (SPEC 8.2). */
export function analyticsErrorType(context: ErrorContext): string {
  switch (context.source) {
    case 'api':
      if (context.errorType === 'timeout') return 'timeout';
      if (context.errorType === 'token_refresh_failed') return 'token_refresh_failed';
      if (context.statusCode === 404) return 'not_found';
      if (context.statusCode === 403) return 'forbidden';
      return 'api_error';
    case 'router':
      return 'runtime_error';
    case 'ui':
      return 'validation_error';
    case 'bridge':
      return 'network_error';
    case 'global':
      return 'runtime_error';
    default:
      return 'unknown_error';
  }
}

/** "[source] message | URL: endpoint | Route: route | Component: component" (absent parts left out). */
export function formatErrorMessage(message: string, context: ErrorContext): string {
  const parts = [`[${context.source}] ${message}`];
  if (context.endpoint) parts.push(`URL: ${context.endpoint}`);
  if (context.route) parts.push(`Route: ${context.route}`);
  if (context.component) parts.push(`Component: ${context.component}`);
  return parts.join(' | ');
}
