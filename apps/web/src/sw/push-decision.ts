// The service worker's decisions (decision 0062), pure so they are tested without a worker.
import { isOnLink } from '../shared/lib/app-link';

/** What a Web Push carries: the contract's PushPayload (read loosely: a worker has no zod). */
export interface PushData {
  notificationId: number;
  kind: string;
  title: string;
  body: string;
  link: string;
}

/** One of the app's windows, as `clients.matchAll` describes it. */
export interface WindowInfo {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
}

/** The payload's JSON, or null when it is not one of ours. */
export function readPushData(json: unknown): PushData | null {
  if (typeof json !== 'object' || json === null) return null;
  const data = json as Record<string, unknown>;
  const { notificationId, kind, title, body, link } = data;
  if (
    typeof notificationId !== 'number' ||
    typeof kind !== 'string' ||
    typeof title !== 'string' ||
    typeof body !== 'string' ||
    typeof link !== 'string' ||
    !link.startsWith('/') ||
    link.startsWith('//')
  ) {
    return null;
  }
  return { notificationId, kind, title, body, link };
}

/**
 * Whether to show the push: not when a focused, visible window of the app is already on the
 * screen it opens (that screen updates live; the page's own banner decides the rest).
 */
export function shouldShowPush(data: PushData, windows: readonly WindowInfo[]): boolean {
  return !windows.some((win) => {
    if (!win.focused || win.visibilityState !== 'visible') return false;
    const url = new URL(win.url);
    return isOnLink(data.link, url.pathname, url.search);
  });
}

/**
 * Where a tapped notification goes: a window of the app is told to open the link in place (and
 * focused); with none, a new window opens at the link. Prefers a focused window, then a visible one.
 */
export function pickWindow<T extends WindowInfo>(windows: readonly T[]): T | null {
  return (
    windows.find((win) => win.focused) ??
    windows.find((win) => win.visibilityState === 'visible') ??
    windows[0] ??
    null
  );
}
