import { endpoints, type Provider, type BodyOf } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { bearer, ok } from './http';
import { uniqueSubject } from './build';

export interface SignedIn {
  memberState: 'BEFORE_ONBOARDING' | 'ALIVE';
  accessToken: string;
  refreshToken: string;
  subject: string;
  provider: Provider;
}

/** Provider-shaped tokens from the dev identity issuer. */
export async function devTokens(
  app: FastifyInstance,
  input: { provider: Provider; subject: string; email?: string },
): Promise<{ idToken: string; accessToken: string }> {
  const res = await app.inject({ method: 'POST', url: '/api/dev/id-token', payload: input });
  return ok(res, endpoints.devIdToken);
}

/** Signs in through the real dev issuer and login endpoints. */
export async function signIn(
  app: FastifyInstance,
  input: { provider?: Provider; subject?: string; email?: string; deviceId?: string } = {},
): Promise<SignedIn> {
  const provider = input.provider ?? 'KAKAO';
  const subject = input.subject ?? uniqueSubject();
  const tokens = await devTokens(app, {
    provider,
    subject,
    ...(input.email ? { email: input.email } : {}),
  });
  const device = input.deviceId ? { deviceId: input.deviceId } : {};
  const res =
    provider === 'KAKAO'
      ? await app.inject({
          method: 'POST',
          url: '/api/login/kakao',
          payload: { idToken: tokens.idToken, accessToken: tokens.accessToken, ...device },
        })
      : await app.inject({
          method: 'POST',
          url: '/api/login/apple',
          payload: { idToken: tokens.idToken, ...device },
        });
  const data = ok(res, provider === 'KAKAO' ? endpoints.loginKakao : endpoints.loginApple);
  return { ...data, subject, provider };
}

/** The terms ids from GET /api/terms. */
export async function termsIds(
  app: FastifyInstance,
): Promise<{ required: number[]; optional: number[] }> {
  const data = ok(await app.inject({ method: 'GET', url: '/api/terms' }), endpoints.getTerms);
  return {
    required: data.list.filter((t) => t.content.isRequired).map((t) => t.content.termsId),
    optional: data.list.filter((t) => !t.content.isRequired).map((t) => t.content.termsId),
  };
}

/** Completes onboarding (all required terms agreed, a nickname) unless overrides say otherwise. */
export async function onboard(
  app: FastifyInstance,
  accessToken: string,
  overrides: Partial<BodyOf<typeof endpoints.completeOnboarding>> = {},
) {
  const { required } = await termsIds(app);
  return app.inject({
    method: 'POST',
    url: '/api/members/onboarding',
    headers: bearer(accessToken),
    payload: {
      terms: required.map((termsId) => ({ termsId, isAgreed: true })),
      nickname: '담아친구',
      ...overrides,
    },
  });
}
