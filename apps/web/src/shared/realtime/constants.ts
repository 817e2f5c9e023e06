// Constants of the live stream, kept apart from the client so the initial bundle can use them
// without pulling the client in.

/** SPEC 9: reconnect delays; the last one repeats once the list is exhausted. */
export const RECONNECT_DELAYS_MS: readonly number[] = [1000, 2000, 5000, 10_000];

/** SPEC 9: each delay gets up to 20 % random jitter (added, so never sooner than listed). */
export const RECONNECT_JITTER_RATIO = 0.2;

/** SPEC 9: no bytes at all (events or the server's pings) for this long → reconnect. */
export const HEARTBEAT_TIMEOUT_MS = 60_000;

/** SPEC 8.4: the errors the stream raises. */
export const STREAM_UNAUTHORIZED = '401 Unauthorized';
export const STREAM_TOKEN_MISSING = 'Access token is missing';
