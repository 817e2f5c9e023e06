import { ApiError } from '@/shared/api/api-error';

/**
 * True when a call got no answer at all (offline, the server unreachable, a time-out): the
 * request may not have reached the server. Until `isNetworkError` of `@/shared/api` is merged, the
 * chat tells it locally the same way: an ApiError with no HTTP status.
 */
export function gotNoAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status === undefined;
}
