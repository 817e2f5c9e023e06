import { APIConnectionError, APIError, APIUserAbortError } from 'openai';

/**
 * The counsellor could not produce an answer (the model failed, timed out or answered nonsense).
 * The chat maps it to 50200 / `chat_error`. `transient` says whether trying again may help.
 */
export class CounsellorUnavailableError extends Error {
  override readonly name = 'CounsellorUnavailableError';
  readonly transient: boolean;

  constructor(message: string, options: { transient: boolean; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.transient = options.transient;
  }
}

/** The error a stopped stream rejects with (name `AbortError`, like fetch's). */
export function abortError(): DOMException {
  return new DOMException('The counsellor was stopped.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError();
}

/** The HTTP status of an SDK error that got an answer. */
function statusOf(error: unknown): number | undefined {
  if (!(error instanceof APIError)) return undefined;
  const status: unknown = error.status;
  return typeof status === 'number' ? status : undefined;
}

/** HTTP statuses worth another try: timeouts, conflicts, rate limits, server errors. */
function transientStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/**
 * Whether a failure may pass on a second try: our own verdict for CounsellorUnavailableError, the
 * SDK's connection errors and time-outs, and 408/409/429/5xx answers.
 */
export function isTransientError(error: unknown): boolean {
  if (isAbortError(error)) return false;
  if (error instanceof CounsellorUnavailableError) return error.transient;
  if (error instanceof APIUserAbortError) return false;
  if (error instanceof APIConnectionError) return true;
  const status = statusOf(error);
  return status !== undefined && transientStatus(status);
}

/** Any failure of a model call as a CounsellorUnavailableError (aborts are left as they are). */
export function asUnavailable(error: unknown): unknown {
  if (isAbortError(error) || error instanceof CounsellorUnavailableError) return error;
  const status = statusOf(error);
  if (status !== undefined) {
    return new CounsellorUnavailableError(`The language model answered ${status}.`, {
      transient: transientStatus(status),
      cause: error,
    });
  }
  // Connection errors, a socket cut mid-stream (fetch's "terminated"), anything else from below.
  return new CounsellorUnavailableError('The language model could not be reached.', {
    transient: true,
    cause: error,
  });
}
