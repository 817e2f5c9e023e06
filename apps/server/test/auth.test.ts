import { endpoints } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { sessions } from '../src/platform/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REPEAT_GRACE_MS } from '../src/modules/auth/service';
import { ACCESS_TOKEN_TTL_SECONDS } from '../src/platform/auth/access-token';
import { build, uniqueSubject, type TestApp } from './helpers/build';
import { devTokens, signIn } from './helpers/factories';
import { bearer, fails, ok } from './helpers/http';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t.close();
});

const getMember = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/members', headers: bearer(token) });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refreshToken } });

describe('POST /api/login/kakao', () => {
  it('creates a BEFORE_ONBOARDING member on first sign-in and finds the same one later', async () => {
    const subject = uniqueSubject();
    const first = await signIn(t.app, { subject, email: 'first@example.com' });
    expect(first.memberState).toBe('BEFORE_ONBOARDING');
    const me = ok(await getMember(first.accessToken), endpoints.getMember);
    expect(me).toMatchObject({
      provider: 'KAKAO',
      memberState: 'BEFORE_ONBOARDING',
      email: 'first@example.com',
      nickname: null,
    });

    const again = await signIn(t.app, { subject, deviceId: 'phone-2' });
    const meAgain = ok(await getMember(again.accessToken), endpoints.getMember);
    expect(meAgain.memberId).toBe(me.memberId);
    // No e-mail this time: the stored one stays.
    expect(meAgain.email).toBe('first@example.com');
  });

  it('gives every new member a 7-character invite code from A-Z0-9', async () => {
    const { accessToken } = await signIn(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/members/invite-code',
      headers: bearer(accessToken),
    });
    expect(ok(res, endpoints.getInviteCode).coupleCode).toMatch(/^[A-Z0-9]{7}$/);
  });

  it('rejects a Kakao access token of another account → 40101', async () => {
    const a = await devTokens(t.app, { provider: 'KAKAO', subject: uniqueSubject() });
    const b = await devTokens(t.app, { provider: 'KAKAO', subject: uniqueSubject() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/kakao',
      payload: { idToken: a.idToken, accessToken: b.accessToken },
    });
    fails(res, 40101);
  });

  it('rejects an Apple-shaped token on the Kakao route (wrong issuer) → 40101', async () => {
    const apple = await devTokens(t.app, { provider: 'APPLE', subject: uniqueSubject() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/kakao',
      payload: { idToken: apple.idToken, accessToken: apple.accessToken },
    });
    fails(res, 40101);
  });

  it('rejects a tampered id token → 40101', async () => {
    const tokens = await devTokens(t.app, { provider: 'KAKAO', subject: uniqueSubject() });
    const [h, p, s] = tokens.idToken.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/kakao',
      payload: { idToken: `${h}.${forged}.${s}`, accessToken: tokens.accessToken },
    });
    fails(res, 40101);
  });

  it('rejects an expired id token → 40101', async () => {
    const tokens = await devTokens(t.app, { provider: 'KAKAO', subject: uniqueSubject() });
    t.clock.advance(11 * 60 * 1000);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login/kakao',
        payload: { idToken: tokens.idToken, accessToken: tokens.accessToken },
      });
      fails(res, 40101);
    } finally {
      t.clock.advance(-11 * 60 * 1000);
    }
  });

  it("rejects a token signed by a key that is not the issuer's → 40101", async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const idToken = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'unknown' })
      .setIssuer(t.config.kakao.issuer)
      .setAudience(t.config.kakao.audiences[0] ?? '')
      .setSubject('x')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(privateKey);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login/kakao',
      payload: { idToken, accessToken: 'x' },
    });
    fails(res, 40101);
  });

  it('rejects garbage → 40101 and a missing field → 40000 naming it', async () => {
    fails(
      await t.app.inject({
        method: 'POST',
        url: '/api/login/kakao',
        payload: { idToken: 'nope', accessToken: 'x' },
      }),
      40101,
    );
    const msg = fails(
      await t.app.inject({ method: 'POST', url: '/api/login/kakao', payload: { idToken: 'x' } }),
      40000,
    );
    expect(msg).toContain('accessToken');
  });
});

describe('POST /api/login/apple', () => {
  it('signs in with an Apple id token; the e-mail comes from the token', async () => {
    const s = await signIn(t.app, { provider: 'APPLE', email: 'apple@example.com' });
    const me = ok(await getMember(s.accessToken), endpoints.getMember);
    expect(me).toMatchObject({ provider: 'APPLE', email: 'apple@example.com' });
  });

  it('keeps Kakao and Apple accounts with the same subject apart', async () => {
    const subject = uniqueSubject();
    const k = ok(
      await getMember((await signIn(t.app, { subject })).accessToken),
      endpoints.getMember,
    );
    const a = ok(
      await getMember((await signIn(t.app, { subject, provider: 'APPLE' })).accessToken),
      endpoints.getMember,
    );
    expect(k.memberId).not.toBe(a.memberId);
  });

  it('rejects a Kakao-shaped token on the Apple route → 40101', async () => {
    const k = await devTokens(t.app, { provider: 'KAKAO', subject: uniqueSubject() });
    fails(
      await t.app.inject({
        method: 'POST',
        url: '/api/login/apple',
        payload: { idToken: k.idToken },
      }),
      40101,
    );
  });
});

describe('access tokens', () => {
  it('are required on member routes → 40100', async () => {
    fails(await t.app.inject({ method: 'GET', url: '/api/members' }), 40100);
    fails(
      await t.app.inject({
        method: 'GET',
        url: '/api/members',
        headers: { authorization: 'Bearer nope' },
      }),
      40100,
    );
    fails(
      await t.app.inject({
        method: 'GET',
        url: '/api/members',
        headers: { authorization: 'Basic abc' },
      }),
      40100,
    );
  });

  it('a refresh token is never accepted as an access token → 40100', async () => {
    const s = await signIn(t.app);
    fails(await getMember(s.refreshToken), 40100);
  });

  it('expire after one hour', async () => {
    const s = await signIn(t.app);
    t.clock.advance((ACCESS_TOKEN_TTL_SECONDS - 60) * 1000);
    try {
      ok(await getMember(s.accessToken), endpoints.getMember);
      t.clock.advance(120 * 1000);
      fails(await getMember(s.accessToken), 40100);
    } finally {
      t.clock.advance(-(ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
    }
  });

  it('signed with another secret are refused → 40100', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const forged = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    fails(await getMember(forged), 40100);
  });
});

describe('POST /api/refresh', () => {
  it('rotates: a new pair works, the old refresh token is spent', async () => {
    const s = await signIn(t.app);
    const pair = ok(await refresh(s.refreshToken), endpoints.refresh);
    expect(pair.grantType).toBe('Bearer');
    expect(pair.refreshToken).not.toBe(s.refreshToken);
    ok(await getMember(pair.accessToken), endpoints.getMember);
    const next = ok(await refresh(pair.refreshToken), endpoints.refresh);
    ok(await getMember(next.accessToken), endpoints.getMember);
  });

  it('reuse of a spent refresh token revokes the whole session → 40102', async () => {
    const s = await signIn(t.app);
    const pair = ok(await refresh(s.refreshToken), endpoints.refresh);
    // Past the grace window for a repeat (auth-refresh-grace.test.ts), a spent token is reuse.
    t.clock.advance(REFRESH_REPEAT_GRACE_MS + 1000);
    try {
      fails(await refresh(s.refreshToken), 40102);
      // Every token of that session is dead now, the newest ones included.
      fails(await refresh(pair.refreshToken), 40102);
      fails(await getMember(pair.accessToken), 40100);
      fails(await getMember(s.accessToken), 40100);
    } finally {
      t.clock.advance(-(REFRESH_REPEAT_GRACE_MS + 1000));
    }
  });

  it("reuse in one session leaves the member's other sessions alone", async () => {
    const subject = uniqueSubject();
    const phone = await signIn(t.app, { subject, deviceId: 'phone' });
    const tablet = await signIn(t.app, { subject, deviceId: 'tablet' });
    ok(await refresh(phone.refreshToken), endpoints.refresh);
    t.clock.advance(REFRESH_REPEAT_GRACE_MS + 1000);
    try {
      fails(await refresh(phone.refreshToken), 40102);
      ok(await getMember(tablet.accessToken), endpoints.getMember);
      ok(await refresh(tablet.refreshToken), endpoints.refresh);
    } finally {
      t.clock.advance(-(REFRESH_REPEAT_GRACE_MS + 1000));
    }
  });

  it('an unknown or expired refresh token → 40102', async () => {
    fails(await refresh('never-issued'), 40102);
    const s = await signIn(t.app);
    t.clock.advance(31 * 24 * 3600 * 1000);
    try {
      fails(await refresh(s.refreshToken), 40102);
    } finally {
      t.clock.advance(-31 * 24 * 3600 * 1000);
    }
  });

  it('an access token is not a refresh token → 40102', async () => {
    const s = await signIn(t.app);
    fails(await refresh(s.accessToken), 40102);
  });
});

describe('POST /api/logout', () => {
  it('revokes the calling session at once; other devices stay signed in', async () => {
    const subject = uniqueSubject();
    const a = await signIn(t.app, { subject });
    const b = await signIn(t.app, { subject });
    ok(await getMember(a.accessToken), endpoints.getMember);
    ok(
      await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(a.accessToken) }),
      endpoints.logout,
    );
    fails(await getMember(a.accessToken), 40100);
    fails(await refresh(a.refreshToken), 40102);
    ok(await getMember(b.accessToken), endpoints.getMember);
  });

  it('accepts an empty JSON body', async () => {
    const s = await signIn(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...bearer(s.accessToken), 'content-type': 'application/json' },
    });
    ok(res, endpoints.logout);
  });

  it('needs an access token → 40100', async () => {
    fails(await t.app.inject({ method: 'POST', url: '/api/logout' }), 40100);
  });

  it('a session revoked by another instance stops working within the cache window', async () => {
    const s = await signIn(t.app);
    ok(await getMember(s.accessToken), endpoints.getMember); // cached now
    // Another instance revokes the session straight in the shared database.
    const { sid } = decodeJwt(s.accessToken) as { sid: string };
    await t.database.db
      .update(sessions)
      .set({ revokedAt: t.clock.now() })
      .where(eq(sessions.id, sid));
    // Within the few-second cache window this process may still trust it...
    ok(await getMember(s.accessToken), endpoints.getMember);
    // ...but not after.
    t.clock.advance(t.config.sessionCacheMs + 1);
    fails(await getMember(s.accessToken), 40100);
  });
});

describe('logs', () => {
  it('never contain id tokens, access tokens or refresh tokens', async () => {
    const logged = await build({ logLevel: 'trace' });
    try {
      const tokens = await devTokens(logged.app, { provider: 'KAKAO', subject: uniqueSubject() });
      const login = await logged.app.inject({
        method: 'POST',
        url: '/api/login/kakao',
        payload: { idToken: tokens.idToken, accessToken: tokens.accessToken },
      });
      const s = ok(login, endpoints.loginKakao);
      await logged.app.inject({
        method: 'GET',
        url: '/api/members',
        headers: bearer(s.accessToken),
      });
      await logged.app.inject({
        method: 'POST',
        url: '/api/refresh',
        payload: { refreshToken: s.refreshToken },
      });
      const all = logged.logs.join('\n');
      expect(logged.logs.length).toBeGreaterThan(3);
      for (const secret of [tokens.idToken, tokens.accessToken, s.accessToken, s.refreshToken]) {
        expect(all).not.toContain(secret);
      }
    } finally {
      await logged.close();
    }
  });
});
