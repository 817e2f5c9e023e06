import { abortError, isAbortError, isTransientError, throwIfAborted } from './errors';

/** Waits `ms`, or rejects with an AbortError as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Characters (code points) per chunk of a scripted reply: a few, like someone typing. */
export const SCRIPTED_CHUNK_CHARS = 3;

/** `text` in chunks of a few characters. */
export function chunkText(text: string, size = SCRIPTED_CHUNK_CHARS): string[] {
  const chars = Array.from(text);
  const chunks: string[] = [];
  for (let i = 0; i < chars.length; i += size) chunks.push(chars.slice(i, i + size).join(''));
  return chunks;
}

/**
 * Streams `text` in small chunks with `delayMs` between them (0: all at once, no timers). Rejects
 * with an AbortError when `signal` aborts, also while waiting.
 */
export async function* pacedChunks(
  text: string,
  delayMs: number,
  signal: AbortSignal,
): AsyncIterable<string> {
  const chunks = chunkText(text);
  for (const [index, chunk] of chunks.entries()) {
    if (index > 0 && delayMs > 0) await sleep(delayMs, signal);
    throwIfAborted(signal);
    yield chunk;
  }
}

export interface RetryOptions {
  /** Tries in all (1 = no retry). */
  attempts: number;
  signal: AbortSignal;
  isTransient?(error: unknown): boolean;
  /** First back-off; it doubles on each further try. Default 300 ms. */
  backoffMs?: number;
}

export const DEFAULT_BACKOFF_MS = 300;

function shouldRetry(error: unknown, attempt: number, options: RetryOptions): boolean {
  if (options.signal.aborted || isAbortError(error) || attempt >= options.attempts) return false;
  return (options.isTransient ?? isTransientError)(error);
}

/**
 * Streams what `start()` streams, starting it again after a transient failure (network, 429, 5xx,
 * time-out) with a short back-off, but ONLY while nothing has been yielded yet: after the first
 * chunk, or on abort, the error propagates (a reply is never stitched from two attempts).
 */
export async function* streamWithRetry(
  start: () => AsyncIterable<string>,
  options: RetryOptions,
): AsyncIterable<string> {
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  for (let attempt = 1; ; attempt++) {
    throwIfAborted(options.signal);
    let yielded = false;
    try {
      for await (const chunk of start()) {
        yielded = true;
        yield chunk;
      }
      return;
    } catch (error) {
      if (yielded || !shouldRetry(error, attempt, options)) throw error;
    }
    await sleep(backoffMs * 2 ** (attempt - 1), options.signal);
  }
}

/** The same policy for a single answer (the judge and summary calls). */
export async function withRetry<T>(
  start: () => Promise<T>,
  options: Omit<RetryOptions, 'signal'> & { signal?: AbortSignal },
): Promise<T> {
  const signal = options.signal ?? new AbortController().signal;
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  for (let attempt = 1; ; attempt++) {
    throwIfAborted(signal);
    try {
      return await start();
    } catch (error) {
      if (!shouldRetry(error, attempt, { ...options, signal })) throw error;
    }
    await sleep(backoffMs * 2 ** (attempt - 1), signal);
  }
}
