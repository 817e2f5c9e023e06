import { z } from 'zod';
import { ErrorEnvelope, endpoints, type BodyOf, type DataOf, type Provider } from '@dama/contract';

/**
 * The calls the native shell makes to the server: the dev identity issuer (CONTRACT 4.1) stands
 * in for the Kakao and Apple SDKs, then the real sign-in, refresh and logout endpoints run.
 */

export class ApiCallError extends Error {
  constructor(
    message: string,
    readonly code: number | null,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

export interface TestIdentity {
  provider: Provider;
  subject: string;
  email?: string | undefined;
}

export type SignInResult = DataOf<typeof endpoints.loginKakao>;
export type TokenPairResult = DataOf<typeof endpoints.refresh>;

export interface AuthApi {
  signIn(identity: TestIdentity, deviceId: string): Promise<SignInResult>;
  refresh(refreshToken: string): Promise<TokenPairResult>;
  logout(accessToken: string): Promise<void>;
}

const SuccessWithData = z.object({ success: z.literal(true), data: z.unknown() });

export function createAuthApi(baseUrl = '/api', fetchImpl: typeof fetch = fetch): AuthApi {
  async function call<T extends z.ZodType>(
    path: string,
    init: { body?: unknown; token?: string },
    data: T,
  ): Promise<z.infer<T>> {
    const headers: Record<string, string> = {};
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${path}`, {
        method: 'POST',
        headers,
        body: init.body === undefined ? null : JSON.stringify(init.body),
      });
    } catch {
      throw new ApiCallError('서버에 연결하지 못했어요. 서버가 켜져 있는지 확인해 주세요.', null);
    }
    const json: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const failure = ErrorEnvelope.safeParse(json);
      if (failure.success) throw new ApiCallError(failure.data.message, failure.data.code);
      throw new ApiCallError(`서버가 응답하지 못했어요. (HTTP ${response.status})`, null);
    }
    const envelope = SuccessWithData.safeParse(json);
    const parsed = envelope.success ? data.safeParse(envelope.data.data) : null;
    if (!parsed?.success) throw new ApiCallError('서버 응답을 읽지 못했어요.', null);
    return parsed.data;
  }

  return {
    async signIn(identity, deviceId) {
      const devBody: BodyOf<typeof endpoints.devIdToken> = {
        provider: identity.provider,
        subject: identity.subject,
        ...(identity.email ? { email: identity.email } : {}),
      };
      const providerTokens = await call(
        endpoints.devIdToken.path,
        { body: devBody },
        endpoints.devIdToken.data,
      );
      if (identity.provider === 'KAKAO') {
        const body: BodyOf<typeof endpoints.loginKakao> = {
          idToken: providerTokens.idToken,
          accessToken: providerTokens.accessToken,
          deviceId,
        };
        return call(endpoints.loginKakao.path, { body }, endpoints.loginKakao.data);
      }
      const body: BodyOf<typeof endpoints.loginApple> = {
        idToken: providerTokens.idToken,
        deviceId,
      };
      return call(endpoints.loginApple.path, { body }, endpoints.loginApple.data);
    },

    refresh(refreshToken) {
      const body: BodyOf<typeof endpoints.refresh> = { refreshToken };
      return call(endpoints.refresh.path, { body }, endpoints.refresh.data);
    },

    async logout(accessToken) {
      const response = await fetchImpl(`${baseUrl}${endpoints.logout.path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${accessToken}` },
      });
      if (!response.ok) throw new ApiCallError('로그아웃 요청이 실패했어요.', response.status);
    },
  };
}
