/** Sign-in with Kakao and Apple, and what the auth routes log. */
import { endpoints } from '@dama/contract';
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
