/**
 * What the app knows of its connection (decision 0050): the device is offline (the browser says
 * so), the server cannot be reached (a call got no answer while the device is online), or all is
 * well. The API layer reports each answer and each call that got none; the app-wide banner
 * (`connection-banner.tsx`) shows the state. Zero-dependency, so the first screen can import it.
 */
export type ConnectionState = 'online' | 'offline' | 'unreachable';

/** How often the server is asked again while it cannot be reached. */
export const REACHABILITY_PROBE_MS = 5_000;
const PROBE_URL = '/api/health';

type Listener = () => void;

const listeners = new Set<Listener>();
let unreachable = false;
let probe: ReturnType<typeof setTimeout> | undefined;
let bound = false;

function deviceOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function bindBrowserEvents(): void {
  if (bound || typeof window === 'undefined') return;
  bound = true;
  const changed = () => {
    // Back online: the server is asked at once rather than trusted blindly.
    if (deviceOnline() && unreachable) scheduleProbe(0);
    emit();
  };
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
}

function scheduleProbe(delay: number): void {
  if (probe !== undefined) clearTimeout(probe);
  probe = setTimeout(() => {
    probe = undefined;
    if (!unreachable) return;
    if (!deviceOnline()) return; // the 'online' event asks again
    fetch(PROBE_URL, { cache: 'no-store' })
      .then((response) => (response.ok ? reportAnswer() : scheduleProbe(REACHABILITY_PROBE_MS)))
      .catch(() => scheduleProbe(REACHABILITY_PROBE_MS));
  }, delay);
}

/** The connection as the app shows it. */
export function connectionState(): ConnectionState {
  if (!deviceOnline()) return 'offline';
  return unreachable ? 'unreachable' : 'online';
}

/** Calls `listener` whenever the state may have changed; returns the unsubscribe. */
export function subscribeConnection(listener: Listener): () => void {
  bindBrowserEvents();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server answered a call (any status): it can be reached. */
export function reportAnswer(): void {
  if (!unreachable) return;
  unreachable = false;
  if (probe !== undefined) clearTimeout(probe);
  probe = undefined;
  emit();
}

/** A call got no answer (not a cancel, not a time-out of a slow answer). */
export function reportNoAnswer(): void {
  bindBrowserEvents();
  if (unreachable) return;
  unreachable = true;
  scheduleProbe(REACHABILITY_PROBE_MS);
  emit();
}

/** Tests: back to a fresh state. */
export function resetConnection(): void {
  unreachable = false;
  if (probe !== undefined) clearTimeout(probe);
  probe = undefined;
  listeners.clear();
}
