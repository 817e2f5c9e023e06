// Early reads (decision 0030): a signed-in browser's first screen asks for its data from a script
// in index.html while the app's JavaScript is still downloading. `earlyStart` is that script (the
// build inlines its source, so it must not use anything outside itself); the API client takes a
// read from here instead of sending it again (`takeEarlyRead`). Only during start-up: what is not
// taken by then is dropped (`discardEarlyReads`), so nothing old is ever served later.
import type { OperationName } from '@dama/contract';
import { readStorage, StorageKey } from '../bridge/storage-keys';

/** One read of a first screen, as the build writes it into index.html. */
export interface EarlyRead {
  /** `earlyReadKey` of the call the route's loader makes. */
  key: string;
  /** The request URL (API base, path and query). */
  url: string;
}

/** A first screen: its reads, and the files of its route chunks to start loading at once. */
export interface EarlyPlan {
  reads: EarlyRead[];
  chunks: string[];
}

/** The reads under way, left on `window` by the script in index.html. */
export interface EarlyReadStore {
  token: string;
  reads: Record<string, Promise<EarlyEnvelope | null> | undefined>;
}

interface EarlyEnvelope {
  success?: boolean;
  data?: unknown;
}

declare global {
  interface Window {
    __damaEarlyReads?: EarlyReadStore;
  }
}

/** The key of a call: its operation, and its query as the caller wrote it. */
export function earlyReadKey(operation: OperationName, query?: unknown): string {
  return query === undefined || query === null
    ? operation
    : `${operation} ${JSON.stringify(query)}`;
}

/**
 * The script in index.html. In a browser with a token and a first screen it knows (no query
 * string, not in the app shell, whose token comes through the bridge later), it sends that
 * screen's reads with the token and adds `modulepreload` links for its route chunks. Any failure
 * leaves the app to load as it would without it.
 */
export function earlyStart(plans: Record<string, EarlyPlan>, win: Window, tokenKey: string): void {
  try {
    if (win.ReactNativeWebView || win.location.search) return;
    const token = win.localStorage.getItem(tokenKey);
    const plan = plans[win.location.pathname.replace(/\/+$/, '') || '/'];
    if (!token || !plan) return;
    const reads: EarlyReadStore['reads'] = {};
    win.__damaEarlyReads = { token, reads };
    plan.reads.forEach((read) => {
      reads[read.key] = win
        .fetch(read.url, { headers: { Authorization: `Bearer ${token}` }, credentials: 'include' })
        .then((response) => (response.ok ? (response.json() as Promise<EarlyEnvelope>) : null))
        .catch(() => null);
    });
    plan.chunks.forEach((href) => {
      const link = win.document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      win.document.head.appendChild(link);
    });
  } catch {
    // Only a head start: the app reads everything itself.
  }
}

/**
 * The answer of an early read of this call, once: its `data`, or undefined when there is none
 * (or it failed, or was sent with another token), and the caller sends the request itself, which
 * then reports and handles any error as usual.
 */
export async function takeEarlyRead(key: string): Promise<{ data: unknown } | undefined> {
  const store = window.__damaEarlyReads;
  const read = store?.reads[key];
  if (!store || !read) return undefined;
  store.reads[key] = undefined;
  const envelope = await read;
  // The browser's token (the only kind these reads use) must still be the one they were sent with.
  if (!envelope || envelope.success === false) return undefined;
  if (readStorage(StorageKey.accessToken) !== store.token) return undefined;
  return { data: envelope.data };
}

/** Start-up is over: reads nobody took are dropped. */
export function discardEarlyReads(): void {
  delete window.__damaEarlyReads;
}
