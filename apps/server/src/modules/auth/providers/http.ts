import { AppError } from '../../../platform/errors';

const TIMEOUT_MS = 5000;

/** Calls a provider endpoint; a network failure or time-out is a 50200. */
export async function providerFetch(
  provider: string,
  url: string,
  init: RequestInit,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (cause) {
    throw new AppError('EXTERNAL_API_ERROR', undefined, {
      cause: new Error(`${provider} request failed (${describeFailure(cause)})`),
    });
  }
}

/**
 * The name and code of a fetch failure, never its message: undici puts the offending header value
 * (a member's access token) into the message of the TypeError it throws for an invalid header.
 */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const parts = [error.name];
  for (const e of [error, error.cause]) {
    const code = (e as { code?: unknown } | undefined)?.code;
    if (typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code)) parts.push(code);
  }
  return parts.join(' ');
}

export function providerFailure(provider: string, detail: string): AppError {
  return new AppError('EXTERNAL_API_ERROR', undefined, {
    cause: new Error(`${provider}: ${detail}`),
  });
}

export function form(values: Record<string, string>): URLSearchParams {
  return new URLSearchParams(values);
}
