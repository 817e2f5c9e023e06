import { generateKeyPairSync } from 'node:crypto';
import { endpoints } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, memberTerms, sessions } from './helpers/tables';
import { AuthRepository } from '../src/modules/auth/repository';
import { MemberRepository } from '../src/modules/member/repository';
import { build, type TestApp } from './helpers/build';
import { FakeProvider } from './helpers/fake-provider';
import { devTokens, onboard, signIn } from './helpers/factories';
import { bearer, fails, ok } from './helpers/http';

const withdraw = (t: TestApp, token: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/members', headers: bearer(token) });
const getMember = (t: TestApp, token: string) =>
  t.app.inject({ method: 'GET', url: '/api/members', headers: bearer(token) });

describe('DELETE /api/members (no provider keys configured)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(async () => {
    await t.close();
  });

  it('erases the member; every session dies; the same account signs up as a NEW member', async () => {
    const first = await signIn(t.app, { email: 'bye@example.com' });
    const other = await signIn(t.app, { subject: first.subject, deviceId: 'tablet' });
    ok(
      await onboard(t.app, first.accessToken, { nickname: '떠나는이' }),
      endpoints.completeOnboarding,
    );
    ok(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/members/start-love-date',
        headers: bearer(first.accessToken),
        payload: { startLoveDate: '2025-05-05' },
      }),
      endpoints.updateStartLoveDate,
    );
    const before = ok(await getMember(t, first.accessToken), endpoints.getMember);

    const res = await withdraw(t, first.accessToken);
    ok(res, endpoints.withdraw);
    expect(res.json<{ message: string }>().message).toContain('탈퇴');

    fails(await getMember(t, first.accessToken), 40100);
    fails(await getMember(t, other.accessToken), 40100);
    fails(
      await t.app.inject({
        method: 'POST',
        url: '/api/refresh',
        payload: { refreshToken: other.refreshToken },
      }),
      40102,
    );

    const db = t.database.db;
    const [tomb] = await db.select().from(members).where(eq(members.id, before.memberId));
    expect(tomb).toMatchObject({
      state: 'DELETED',
      providerSubject: null,
      email: null,
      nickname: null,
      startLoveDate: null,
      inviteCode: null,
    });
    expect(await db.select().from(sessions).where(eq(sessions.memberId, before.memberId))).toEqual(
      [],
    );
    expect(
      await db.select().from(memberTerms).where(eq(memberTerms.memberId, before.memberId)),
    ).toEqual([]);

    const again = await signIn(t.app, { subject: first.subject });
    expect(again.memberState).toBe('BEFORE_ONBOARDING');
    const fresh = ok(await getMember(t, again.accessToken), endpoints.getMember);
    expect(fresh.memberId).not.toBe(before.memberId);
    expect(fresh).toMatchObject({ nickname: null, email: null, startLoveDate: null });
  });

  it('needs a token → 40100', async () => {
    fails(await t.app.inject({ method: 'DELETE', url: '/api/members' }), 40100);
  });
});

describe('DELETE /api/members with provider keys configured', () => {
  let t: TestApp;
  let provider: FakeProvider;
  beforeAll(async () => {
    provider = await FakeProvider.start();
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    t = await build({
      env: {
        KAKAO_ADMIN_KEY: 'kakao-admin-key',
        KAKAO_UNLINK_URL: `${provider.url}/kakao/unlink`,
        APPLE_TEAM_ID: 'TEAM123',
        APPLE_KEY_ID: 'KEY123',
        APPLE_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        APPLE_TOKEN_URL: `${provider.url}/apple/token`,
        APPLE_REVOKE_URL: `${provider.url}/apple/revoke`,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.close();
  });

  it('Kakao: unlinks with the admin key, then erases', async () => {
    const s = await signIn(t.app);
    ok(await withdraw(t, s.accessToken), endpoints.withdraw);
    const call = provider.callsTo('/kakao/unlink').at(-1);
    expect(call?.headers.authorization).toBe('KakaoAK kakao-admin-key');
    expect(new URLSearchParams(call?.body)).toEqual(
      new URLSearchParams({ target_id_type: 'user_id', target_id: s.subject }),
    );
  });

  it('Kakao unlink failing → 50200 and the member is untouched', async () => {
    const s = await signIn(t.app);
    provider.status.set('/kakao/unlink', 500);
    try {
      fails(await withdraw(t, s.accessToken), 50200);
    } finally {
      provider.status.delete('/kakao/unlink');
    }
    ok(await getMember(t, s.accessToken), endpoints.getMember);
  });

  it('Apple: exchanges the authorisation code at sign-in (stored encrypted) and revokes on withdrawal', async () => {
    const tokens = await devTokens(t.app, { provider: 'APPLE', subject: 'apple-user-1' });
    const login = ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/login/apple',
        payload: { idToken: tokens.idToken, authorizationCode: 'code-xyz' },
      }),
      endpoints.loginApple,
    );
    const exchange = provider.callsTo('/apple/token').at(-1);
    const form = new URLSearchParams(exchange?.body);
    expect(form.get('code')).toBe('code-xyz');
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(form.get('client_id')).toBe(t.config.apple.audiences[0]);
    expect(form.get('client_secret')?.split('.')).toHaveLength(3);

    const [row] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.providerSubject, 'apple-user-1'));
    expect(row?.appleRefreshTokenEnc).toBeTruthy();
    expect(row?.appleRefreshTokenEnc).not.toContain('apple-refresh-123');

    ok(await withdraw(t, login.accessToken), endpoints.withdraw);
    const revoke = new URLSearchParams(provider.callsTo('/apple/revoke').at(-1)?.body);
    expect(revoke.get('token')).toBe('apple-refresh-123');
    expect(revoke.get('token_type_hint')).toBe('refresh_token');
  });

  it('an authorisation code Apple refuses (invalid_grant) is the member’s error → 40101', async () => {
    const tokens = await devTokens(t.app, { provider: 'APPLE', subject: 'apple-user-3' });
    provider.status.set('/apple/token', 400);
    provider.errorBody.set('/apple/token', {
      error: 'invalid_grant',
      error_description: 'The code has expired or has been revoked.',
    });
    try {
      fails(
        await t.app.inject({
          method: 'POST',
          url: '/api/login/apple',
          payload: { idToken: tokens.idToken, authorizationCode: 'expired-code' },
        }),
        40101,
      );
    } finally {
      provider.status.delete('/apple/token');
      provider.errorBody.delete('/apple/token');
    }
  });

  it('Apple code exchange failing otherwise (our client refused, Apple down) → 50200 at sign-in', async () => {
    const tokens = await devTokens(t.app, { provider: 'APPLE', subject: 'apple-user-2' });
    provider.status.set('/apple/token', 400);
    try {
      fails(
        await t.app.inject({
          method: 'POST',
          url: '/api/login/apple',
          payload: { idToken: tokens.idToken, authorizationCode: 'bad' },
        }),
        50200,
      );
    } finally {
      provider.status.delete('/apple/token');
    }
    provider.status.set('/apple/token', 503);
    try {
      fails(
        await t.app.inject({
          method: 'POST',
          url: '/api/login/apple',
          payload: { idToken: tokens.idToken, authorizationCode: 'code' },
        }),
        50200,
      );
    } finally {
      provider.status.delete('/apple/token');
    }
  });
});

describe('a sign-in racing a withdrawal', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes nothing back onto the withdrawn member and opens no session for it', async () => {
    const first = await signIn(t.app, { provider: 'APPLE' });
    const auth = new AuthRepository(t.database.db);
    const memberRepo = new MemberRepository(t.database.db);
    const now = t.clock.now();

    // The sign-in found the member; then the withdrawal commits; then the sign-in goes on.
    const { member } = await auth.findOrCreateMember('APPLE', first.subject, now, () =>
      Promise.reject(new Error('the member exists: no invite code is drawn')),
    );
    await memberRepo.erase(member.id, now, (tx) => auth.eraseMember(tx, member.id));
    expect(
      await auth.updateSignInDetails(
        member.id,
        { email: 'back@example.com', appleRefreshTokenEnc: 'enc', appleClientId: 'client' },
        now,
      ),
    ).toBe(false);
    const opened = await auth.openSession({
      memberId: member.id,
      deviceId: null,
      tokenHash: 'racy-refresh-token-hash',
      now,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    expect(opened).toBeNull();

    const db = t.database.db;
    const [tomb] = await db.select().from(members).where(eq(members.id, member.id));
    expect(tomb).toMatchObject({
      state: 'DELETED',
      email: null,
      appleRefreshTokenEnc: null,
      appleClientId: null,
    });
    expect(await db.select().from(sessions).where(eq(sessions.memberId, member.id))).toEqual([]);

    // Signing in again (what the service does when it meets this) makes a new member.
    const again = await signIn(t.app, { provider: 'APPLE', subject: first.subject });
    expect(again.memberState).toBe('BEFORE_ONBOARDING');
    const fresh = ok(await getMember(t, again.accessToken), endpoints.getMember);
    expect(fresh.memberId).not.toBe(member.id);
  });
});
