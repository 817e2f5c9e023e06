import { bridge, isInNativeApp, readStorage, StorageKey } from '../bridge';

export const TOKEN_REFRESH_FAILED = 'Webview bridge: Failed to receive a new token.';

let inFlightRead: Promise<string | null> | null = null;
/** The token most recently read or refreshed: a 401 for an older one just replays with it. */
let latestToken: string | null = null;
let refreshing: Promise<string> | null = null;

/** The access token: from the shell's getAuthToken, or local storage `accessToken` in a browser. */
export function readAccessToken(): Promise<string | null> {
  if (!isInNativeApp()) {
    const token = readStorage(StorageKey.accessToken);
    latestToken = token && token.length > 0 ? token : null;
    return Promise.resolve(latestToken);
  }
  inFlightRead ??= bridge
    .getAuthToken()
    .then(({ accessToken }) => {
      latestToken = accessToken;
      return accessToken;
    })
    .finally(() => {
      inFlightRead = null;
    });
  return inFlightRead;
}

/**
 * SPEC 8.1 (decision 0004): ask the shell for a new token (notifyTokenExpired, then
 * getAuthToken). Concurrent callers share one refresh; a caller whose request carried an older
 * token than the latest gets the latest without a new refresh. Rejects with TOKEN_REFRESH_FAILED
 * when no token comes back; `onFailure` runs once per failed refresh.
 */
export function refreshAccessToken(
  usedToken: string | null,
  onFailure: (error: Error) => void,
): Promise<string> {
  if (refreshing) return refreshing;
  if (latestToken && usedToken !== latestToken) return Promise.resolve(latestToken);
  refreshing = (async () => {
    try {
      await bridge.notifyTokenExpired();
      const { accessToken } = await bridge.getAuthToken();
      if (!accessToken) throw new Error(TOKEN_REFRESH_FAILED);
      latestToken = accessToken;
      return accessToken;
    } catch (cause) {
      latestToken = null;
      const error = new Error(TOKEN_REFRESH_FAILED, { cause });
      onFailure(error);
      throw error;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** Test helper: forget cached token state. */
export function resetTokenState(): void {
  inFlightRead = null;
  latestToken = null;
  refreshing = null;
}
