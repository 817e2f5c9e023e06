import type { ErrorCodeName, ErrorCodeValue } from '@dama/contract';

/**
 * A failed API call, as every caller sees it: the contract's error `code` and its name
 * (`codeName`, what callers compare: `isApiError(error, 'NOT_COUPLE_MEMBER')`, never literal
 * numbers), the HTTP `status` and the `message`: with a code, the server's Korean message (safe to
 * show); without one, the transport's. `code`, `codeName` and `status` are undefined when no answer
 * came (network down, time-out, no token). The transport error is the `cause`.
 *
 * Only the contract's types are imported here: a value import of `@dama/contract` would pull every
 * zod schema into the initial bundle (decision 0008). The axios layer, loaded with the contract,
 * fills in the name.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCodeValue | undefined;
  readonly codeName: ErrorCodeName | undefined;
  readonly status: number | undefined;

  constructor(
    message: string,
    details: {
      code?: ErrorCodeValue;
      codeName?: ErrorCodeName;
      status?: number;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: details.cause });
    this.code = details.code;
    this.codeName = details.codeName;
    this.status = details.status;
  }
}

/** True for a failed API call; with code names, only when its error code is one of them. */
export function isApiError(error: unknown, ...codes: ErrorCodeName[]): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  return codes.length === 0 || (error.codeName !== undefined && codes.includes(error.codeName));
}

/** The contract error code of a failed call, or undefined (not an API error, or no answer). */
export function errorCodeOf(error: unknown): ErrorCodeValue | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

/** The server's message of a failed call (only when the server answered with a code). */
export function serverMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.code === undefined) return undefined;
  return error.message.trim().length > 0 ? error.message : undefined;
}

const NO_ANSWER_CAUSES: ReadonlySet<unknown> = new Set([
  'ERR_NETWORK',
  'ECONNABORTED',
  'ETIMEDOUT',
]);

/**
 * True when a call got no answer: the device is offline, the server could not be reached or took
 * longer than the time-out. What the member wrote stays; the action ends failed, with a retry.
 */
export function isNetworkError(error: unknown): error is ApiError {
  if (!(error instanceof ApiError) || error.status !== undefined) return false;
  return NO_ANSWER_CAUSES.has((error.cause as { code?: unknown } | undefined)?.code);
}
