/** SPEC 7.1 / 9. */
export const API_BASE_URL = '/api';
export const API_TIMEOUT_MS = 200_000;
