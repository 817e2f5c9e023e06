import { SHELL_AUTH_PATHS } from '@dama/bridge';
import type { BodyOf, DataOf, endpoints } from '@dama/contract';

/**
 * The server calls the shell makes (CONTRACT 4.1): sign-in with a provider's id token, refresh,
 * logout, and the dev issuer in demo mode. Each gives up after SERVER_TIMEOUT_MS, well inside
 * the page's 20 s bridge time-out, so the page always hears an answer.
 */
export const SERVER_TIMEOUT_MS = 15_000;

export type SignIn = DataOf<typeof endpoints.loginKakao>;
export type TokenPair = DataOf<typeof endpoints.refresh>;
export type KakaoLoginBody = BodyOf<typeof endpoints.loginKakao>;
export type AppleLoginBody = BodyOf<typeof endpoints.loginApple>;
export type DevIdTokenBody = BodyOf<typeof endpoints.devIdToken>;
export type DevIdToken = DataOf<typeof endpoints.devIdToken>;

export class ServerError extends Error {
  constructor(
    message: string,
    /** The contract's error code, null when the server did not answer with one. */
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'ServerError';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export interface ServerApi {
  loginKakao(body: KakaoLoginBody): Promise<SignIn>;
  loginApple(body: AppleLoginBody): Promise<SignIn>;
  refresh(refreshToken: string): Promise<TokenPair>;
  logout(accessToken: string): Promise<void>;
  devIdToken(body: DevIdTokenBody): Promise<DevIdToken>;
}

function hasTokens(value: unknown): value is TokenPair {
  return (
    isRecord(value) &&
    typeof value.accessToken === 'string' &&
    typeof value.refreshToken === 'string' &&
    value.accessToken.length > 0
  );
}

function isSignIn(value: unknown): value is SignIn {
  return hasTokens(value) && typeof (value as Record<string, unknown>).memberState === 'string';
}

function isDevIdToken(value: unknown): value is DevIdToken {
  return isRecord(value) && typeof value.idToken === 'string';
}

export function createServerApi(apiOrigin: string): ServerApi {
  async function post<T>(
    path: string,
    init: { body?: unknown; token?: string },
    read: (data: unknown) => data is T,
  ): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), SERVER_TIMEOUT_MS);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    let response: Response;
    try {
      response = await fetch(`${apiOrigin}/api${path}`, {
        method: 'POST',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: controller.signal,
      });
    } catch {
      throw new ServerError(
        controller.signal.aborted
          ? '서버가 응답하지 않아요. 잠시 후 다시 시도해 주세요.'
          : '서버에 연결하지 못했어요. 인터넷 연결을 확인해 주세요.',
        null,
      );
    } finally {
      clearTimeout(timer);
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok || !isRecord(json) || json.success !== true) {
      const message = isRecord(json) && typeof json.message === 'string' ? json.message : null;
      const code = isRecord(json) && typeof json.code === 'number' ? json.code : null;
      throw new ServerError(message ?? `서버가 응답하지 못했어요. (HTTP ${response.status})`, code);
    }
    if (!read(json.data)) throw new ServerError('서버 응답을 읽지 못했어요.', null);
    return json.data;
  }

  return {
    loginKakao: (body) => post(SHELL_AUTH_PATHS.loginKakao, { body }, isSignIn),
    loginApple: (body) => post(SHELL_AUTH_PATHS.loginApple, { body }, isSignIn),
    refresh: (refreshToken) =>
      post(SHELL_AUTH_PATHS.refresh, { body: { refreshToken } }, hasTokens),
    async logout(accessToken) {
      await post(
        SHELL_AUTH_PATHS.logout,
        { token: accessToken },
        (_data): _data is unknown => true,
      );
    },
    devIdToken: (body) => post(SHELL_AUTH_PATHS.devIdToken, { body }, isDevIdToken),
  };
}
