import { endpoints } from '@dama/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, uniqueSubject, type TestApp } from './helpers/build';
import { FakeProvider } from './helpers/fake-provider';
import { providerFetch } from '../src/modules/auth/providers/http';
import { bearer, fails, ok } from './helpers/http';

/** Sign-in against provider servers reached over HTTP: the production verification path. */
let t: TestApp;
let provider: FakeProvider;
const KAKAO_ISS = 'https://kauth.kakao.test';
const APPLE_ISS = 'https://appleid.apple.test';

beforeAll(async () => {
  provider = await FakeProvider.start();
  t = await build({
    env: {
      KAKAO_ISSUER: KAKAO_ISS,
      KAKAO_JWKS_URL: `${provider.url}/jwks.json`,
      KAKAO_USERINFO_URL: `${provider.url}/userinfo`,
      KAKAO_APP_KEYS: 'kakao-app-1, kakao-app-2',
      APPLE_ISSUER: APPLE_ISS,
      APPLE_JWKS_URL: `${provider.url}/jwks.json`,
      APPLE_CLIENT_IDS: 'com.dama.app',
    },
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

function times() {
  const iat = Math.floor(t.clock.now().getTime() / 1000);
  return { iat, exp: iat + 600 };
}

type Claims = Partial<Parameters<FakeProvider['idToken']>[0]>;

/** POST /api/login/kakao on `app` with an ID token issued now (kakao-app-1, sub x by default). */
async function postKakao(app: TestApp, accessToken: string, claims: Claims = {}) {
  const idToken = await provider.idToken({
    iss: KAKAO_ISS,
    aud: 'kakao-app-1',
    sub: 'x',
    ...times(),
    ...claims,
  });
  return app.app.inject({
    method: 'POST',
    url: '/api/login/kakao',
    payload: { idToken, accessToken },
  });
}

async function kakaoLogin(
  claims: Claims,
  info?: { email?: string; email_verified?: boolean | string },
) {
  const sub = claims.sub ?? uniqueSubject();
  const accessToken = `kakao-at-${sub}`;
  provider.userInfo.set(accessToken, { sub, ...info });
  return postKakao(t, accessToken, { aud: 'kakao-app-2', sub, ...claims });
}

async function memberOf(accessToken: string) {
  return ok(
    await t.app.inject({ method: 'GET', url: '/api/members', headers: bearer(accessToken) }),
    endpoints.getMember,
  );
}

describe('Kakao through a remote JWKS and user-info', () => {
  it('signs in with a token verified against the key set fetched over HTTP', async () => {
    const res = await kakaoLogin({}, { email: 'kim@example.com', email_verified: true });
    const signIn = ok(res, endpoints.loginKakao);
    expect(provider.callsTo('/jwks.json').length).toBeGreaterThan(0);
    const me = await memberOf(signIn.accessToken);
    expect(me.email).toBe('kim@example.com');
  });

  it('keeps an unverified e-mail out', async () => {
    const signIn = ok(
      await kakaoLogin({}, { email: 'maybe@example.com', email_verified: false }),
      endpoints.loginKakao,
    );
    const me = await memberOf(signIn.accessToken);
    expect(me.email).toBeNull();
  });

  it('wrong audience → 40101', async () => {
    fails(await kakaoLogin({ aud: 'someone-elses-app' }), 40101);
  });

  it('wrong issuer → 40101', async () => {
    fails(await kakaoLogin({ iss: 'https://evil.example' }), 40101);
  });

  it('expired → 40101', async () => {
    const iat = Math.floor(t.clock.now().getTime() / 1000) - 3600;
    fails(await kakaoLogin({ iat, exp: iat + 600 }), 40101);
  });

  it('a Kakao access token the user-info endpoint refuses → 40101', async () => {
    fails(await postKakao(t, 'unknown'), 40101);
  });

  it('user-info failing → 50200', async () => {
    provider.status.set('/userinfo', 500);
    try {
      fails(await kakaoLogin({}), 50200);
    } finally {
      provider.status.delete('/userinfo');
    }
  });
});

describe('Apple through a remote JWKS', () => {
  it('accepts email_verified "true" as a string', async () => {
    const idToken = await provider.idToken({
      iss: APPLE_ISS,
      aud: 'com.dama.app',
      sub: uniqueSubject(),
      email: 'relay@privaterelay.appleid.com',
      email_verified: 'true',
      ...times(),
    });
    const signIn = ok(
      await t.app.inject({ method: 'POST', url: '/api/login/apple', payload: { idToken } }),
      endpoints.loginApple,
    );
    const me = await memberOf(signIn.accessToken);
    expect(me.email).toBe('relay@privaterelay.appleid.com');
  });

  it('a Kakao audience on the Apple route → 40101', async () => {
    const idToken = await provider.idToken({
      iss: APPLE_ISS,
      aud: 'kakao-app-1',
      sub: 'x',
      ...times(),
    });
    fails(
      await t.app.inject({ method: 'POST', url: '/api/login/apple', payload: { idToken } }),
      40101,
    );
  });
});

describe('provider key set unreachable', () => {
  it('→ 50200, not 40101 and not 500', async () => {
    const down = await build({
      env: {
        KAKAO_ISSUER: KAKAO_ISS,
        KAKAO_JWKS_URL: `${provider.url}/broken-jwks.json`,
        KAKAO_USERINFO_URL: `${provider.url}/userinfo`,
        KAKAO_APP_KEYS: 'kakao-app-1',
      },
    });
    try {
      provider.status.set('/broken-jwks.json', 503);
      fails(await postKakao(down, 'a'), 50200);
    } finally {
      await down.close();
    }
  });
});

describe('a malformed Kakao access token stays out of the logs', () => {
  const SECRET = 'SECRET-ACCESS-TOKEN-4242';
  let logged: TestApp;
  beforeAll(async () => {
    logged = await build({
      logLevel: 'debug',
      env: {
        KAKAO_ISSUER: KAKAO_ISS,
        KAKAO_JWKS_URL: `${provider.url}/jwks.json`,
        KAKAO_USERINFO_URL: `${provider.url}/userinfo`,
        KAKAO_APP_KEYS: 'kakao-app-1',
      },
    });
  });
  afterAll(async () => {
    await logged.close();
  });

  it.each([`at\n${SECRET}`, `at ${SECRET}`, `at\u0000${SECRET}`, `토큰${SECRET}`])(
    '%j → 400/40000, never 502, and the token is not logged',
    async (accessToken) => {
      const res = await postKakao(logged, accessToken, { sub: uniqueSubject() });
      expect(fails(res, 40000)).toContain('accessToken');
      expect(logged.logs.length).toBeGreaterThan(0);
      expect(logged.logs.join('\n')).not.toContain(SECRET);
    },
  );

  it('providerFetch keeps only the name and code of a fetch failure, not its message', async () => {
    const error = await providerFetch('kakao userinfo', `${provider.url}/userinfo`, {
      headers: { authorization: `Bearer at\n${SECRET}` },
    }).catch((e: unknown) => e as Error);
    let text = '';
    for (let e: unknown = error; e instanceof Error; e = e.cause)
      text += `${e.message}\n${e.stack}`;
    expect(text).toContain('kakao userinfo request failed');
    expect(text).not.toContain(SECRET);
  });
});
