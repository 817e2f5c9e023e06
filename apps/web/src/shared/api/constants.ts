/** SPEC 7.1 / 9. */
export const API_BASE_URL = '/api';
export const API_TIMEOUT_MS = 200_000;

/** DESIGN 11: data stays fresh 30 s (the query client's default) … */
export const QUERY_STALE_TIME_MS = 30_000;
/** … and is kept 5 min after its last use. */
export const QUERY_GC_TIME_MS = 5 * 60_000;
