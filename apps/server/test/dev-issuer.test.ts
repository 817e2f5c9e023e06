import { endpoints } from '@dama/contract';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build';
import { devTokens } from './helpers/factories';
import { fails, ok } from './helpers/http';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t.close();
});

describe('dev identity issuer (DEV_LOGIN on)', () => {
  it('issues provider-shaped id tokens: issuer, first audience, sub, verified e-mail, 10 minutes', async () => {
    const { idToken } = await devTokens(t.app, {
      provider: 'KAKAO',
      subject: 'kim',
      email: 'kim@example.com',
    });
    const claims = decodeJwt(idToken);
    expect(claims).toMatchObject({
      iss: t.config.kakao.issuer,
      aud: t.config.kakao.audiences[0],
      sub: 'kim',
      email: 'kim@example.com',
      email_verified: true,
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(600);
    expect(decodeProtectedHeader(idToken).alg).toBe('RS256');
    const apple = decodeJwt(
      (await devTokens(t.app, { provider: 'APPLE', subject: 'lee' })).idToken,
    );
    expect(apple).toMatchObject({
      iss: t.config.apple.issuer,
      aud: t.config.apple.audiences[0],
      sub: 'lee',
    });
    expect(apple.email).toBeUndefined();
  });

  it('serves its public keys as a JWKS (no envelope, no private parts)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/jwks.json' });
    expect(res.statusCode).toBe(200);
    const jwks = res.json<{ keys: Record<string, unknown>[] }>();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(jwks.keys[0]?.d).toBeUndefined();
  });

  it('answers OIDC user-info for its access tokens (no envelope)', async () => {
    const { accessToken } = await devTokens(t.app, {
      provider: 'KAKAO',
      subject: 'park',
      email: 'park@example.com',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/dev/userinfo',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(res.json()).toEqual({ sub: 'park', email: 'park@example.com', email_verified: true });
    fails(await t.app.inject({ method: 'GET', url: '/api/dev/userinfo' }), 40100);
  });

  it('validates its body: subject 1 to 64 characters, known provider', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/dev/id-token', payload });
    fails(await post({ provider: 'NAVER', subject: 'x' }), 40000);
    fails(await post({ provider: 'KAKAO', subject: '' }), 40000);
    fails(await post({ provider: 'KAKAO', subject: 'x'.repeat(65) }), 40000);
    ok(await post({ provider: 'KAKAO', subject: 'x'.repeat(64) }), endpoints.devIdToken);
  });
});

describe('dev identity issuer (DEV_LOGIN off)', () => {
  it('its paths answer 404/40400', async () => {
    const prod = await build({ env: { DEV_LOGIN: 'false' } });
    try {
      fails(
        await prod.app.inject({
          method: 'POST',
          url: '/api/dev/id-token',
          payload: { provider: 'KAKAO', subject: 'x' },
        }),
        40400,
      );
      fails(await prod.app.inject({ method: 'GET', url: '/api/dev/jwks.json' }), 40400);
      fails(await prod.app.inject({ method: 'GET', url: '/api/dev/userinfo' }), 40400);
      // And the login routes point at the real providers.
      expect(prod.config.kakao.issuer).toBe('https://kauth.kakao.com');
      expect(prod.config.apple.jwksUrl).toBe('https://appleid.apple.com/auth/keys');
    } finally {
      await prod.close();
    }
  });
});
