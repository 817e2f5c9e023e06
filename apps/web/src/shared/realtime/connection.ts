// Loaded on demand by the hub after sign-in: the stream client wired to the app's token source.
import { API_BASE_URL } from '../api/constants';
import { readAccessToken, refreshAccessToken } from '../api/token';
import { reportError } from '../errors';
import { redirectToLogin } from '../lib/login-redirect';
import { EventStreamClient } from './event-stream';
import type { StreamRuntime } from './hub';
import { decodeStreamMessage } from './stream-payloads';

/** CONTRACT 5: the live stream. */
export const STREAM_URL = `${API_BASE_URL}/sse/connect`;

/**
 * The app's stream client: the token comes from the same place as the API client's (the shell,
 * or local storage `accessToken` in a browser); the manual reconnect after a 401 shares the API
 * client's token refresh (notifyTokenExpired, then getAuthToken), so the shell is asked once even
 * when a request and the stream hit the expiry together. A refresh that brings no token is SPEC
 * 8.1's failure: reported as critical, and the member goes to `/login`.
 */
export function createAppStream(): EventStreamClient {
  return new EventStreamClient({
    url: STREAM_URL,
    readToken: readAccessToken,
    refreshToken: (usedToken) =>
      refreshAccessToken(usedToken, (error) => {
        reportError(error, {
          source: 'api',
          severity: 'critical',
          feature: 'authentication',
          errorType: 'token_refresh_failed',
          endpoint: STREAM_URL,
        });
        redirectToLogin();
      }),
    onHandlerError: (error) => reportError(error, { source: 'global', component: 'realtime' }),
  });
}

/** What the app's hub loads on its first start: the client and the contract's payload reader. */
export function loadAppStream(): StreamRuntime {
  return { client: createAppStream(), decode: decodeStreamMessage };
}
