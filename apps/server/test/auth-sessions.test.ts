/** Sessions: access tokens, refresh-token rotation (and its grace window), logout. */
import { endpoints } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import { sessions } from './helpers/tables';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFRESH_REPEAT_GRACE_MS } from '../src/modules/auth/service';
import { ACCESS_TOKEN_TTL_SECONDS } from '../src/platform/auth/access-token';
import { build, uniqueSubject, type TestApp } from './helpers/build';
import { signIn } from './helpers/factories';
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

  /**
   * A signed-in session whose check this process has cached, then revoked by another instance
   * straight in the shared database.
   */
  async function cachedThenRevokedElsewhere() {
    const s = await signIn(t.app);
    ok(await getMember(s.accessToken), endpoints.getMember); // cached now
    const { sid } = decodeJwt(s.accessToken) as { sid: string };
    await t.database.db
      .update(sessions)
      .set({ revokedAt: t.clock.now() })
      .where(eq(sessions.id, sid));
    return s;
  }

  it('a session revoked by another instance stops working within the cache window', async () => {
    const s = await cachedThenRevokedElsewhere();
    // Within the few-second cache window this process may still trust it...
    ok(await getMember(s.accessToken), endpoints.getMember);
    // ...but not after.
    t.clock.advance(t.config.sessionCacheMs + 1);
    fails(await getMember(s.accessToken), 40100);
  });

  it('in the last third of the window a request rechecks in the background: an ended session is refused sooner', async () => {
    const s = await cachedThenRevokedElsewhere();
    // Past the recheck point (at most 2/3 of a window of at least 3/4 of sessionCacheMs), still
    // inside the window: served from the cache, and the database is asked meanwhile...
    t.clock.advance(Math.ceil(t.config.sessionCacheMs * 0.7));
    ok(await getMember(s.accessToken), endpoints.getMember);
    // ...so the next request, at the same moment, is refused without waiting for the window.
    await vi.waitFor(async () => fails(await getMember(s.accessToken), 40100));
  });
});
