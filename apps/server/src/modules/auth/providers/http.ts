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
      cause: new Error(`${provider} request failed`, { cause }),
    });
  }
}

export function providerFailure(provider: string, detail: string): AppError {
  return new AppError('EXTERNAL_API_ERROR', undefined, {
    cause: new Error(`${provider}: ${detail}`),
  });
}

export function form(values: Record<string, string>): URLSearchParams {
  return new URLSearchParams(values);
}
