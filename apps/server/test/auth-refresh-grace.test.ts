import { Writable } from 'node:stream';
import { endpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { REFRESH_REPEAT_GRACE_MS } from '../src/modules/auth/service';
import { refreshTokens } from './helpers/tables';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { signIn } from './helpers/factories';
import { bearer, fails, ok } from './helpers/http';

/**
 * Two refreshes at once must not log the member out (issue 11): a repeat of the just-rotated
 * refresh token within the grace window gets the same successor; reuse after the window still
 * revokes the whole session, as with refresh-token rotation at identity providers.
 */
let t: TestApp;
useApp((app) => (t = app), { resetClock: true });

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refreshToken } });
const getMember = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/members', headers: bearer(token) });

describe('POST /api/refresh, several at once', () => {
  it('ten parallel refreshes with one token all succeed with the same successor pair', async () => {
    const s = await signIn(t.app);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(s.refreshToken)));
    const pairs = answers.map((res) => ok(res, endpoints.refresh));
    const successors = new Set(pairs.map((pair) => pair.refreshToken));
    expect(successors.size).toBe(1);
    expect(successors.has(s.refreshToken)).toBe(false);
    expect(new Set(pairs.map((pair) => pair.accessToken)).size).toBe(1);
    // The session lives: every access token works, and the successor rotates on as usual.
    for (const pair of pairs) ok(await getMember(pair.accessToken), endpoints.getMember);
    const next = ok(await refresh(pairs[0]!.refreshToken), endpoints.refresh);
    ok(await getMember(next.accessToken), endpoints.getMember);
  });

  it('a repeat later in the window gets the identical pair, access token included', async () => {
    const s = await signIn(t.app);
    const first = ok(await refresh(s.refreshToken), endpoints.refresh);
    // Time passes, so a freshly signed access token would differ from the first one.
    t.clock.advance(REFRESH_REPEAT_GRACE_MS - 1_000);
    const repeat = ok(await refresh(s.refreshToken), endpoints.refresh);
    expect(repeat).toEqual(first);
    ok(await getMember(repeat.accessToken), endpoints.getMember);
    // The pair is kept encrypted only: no column holds either token in plain text.
    const rows = await t.database.db.select().from(refreshTokens);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(first.refreshToken);
    expect(stored).not.toContain(first.accessToken);
  });

  it('a repeat within the window, after the successor was itself spent, is reuse', async () => {
    const s = await signIn(t.app);
    const first = ok(await refresh(s.refreshToken), endpoints.refresh);
    ok(await refresh(first.refreshToken), endpoints.refresh);
    fails(await refresh(s.refreshToken), 40102);
    // The session is revoked: its newest tokens are dead too.
    fails(await getMember(first.accessToken), 40100);
  });

  it('reuse after the window still revokes the whole session', async () => {
    const s = await signIn(t.app);
    const first = ok(await refresh(s.refreshToken), endpoints.refresh);
    t.clock.advance(REFRESH_REPEAT_GRACE_MS + 1_000);
    fails(await refresh(s.refreshToken), 40102);
    fails(await refresh(first.refreshToken), 40102);
    fails(await getMember(first.accessToken), 40100);
  });
});

describe('POST /api/refresh across instances', () => {
  let other: FastifyInstance;
  beforeAll(async () => {
    // A second app on the same database: nothing of a rotation lives in one process's memory.
    other = await buildApp(t.config, {
      now: t.clock.now,
      database: { ...t.database, close: () => Promise.resolve() },
      ephemeralDevKey: true,
      logStream: new Writable({ write: (_chunk, _enc, done) => done() }),
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
  });

  it('a repeat through another instance gets the pair the first one issued', async () => {
    const s = await signIn(t.app);
    const first = ok(await refresh(s.refreshToken), endpoints.refresh);
    t.clock.advance(5_000);
    const repeat = ok(
      await other.inject({
        method: 'POST',
        url: '/api/refresh',
        payload: { refreshToken: s.refreshToken },
      }),
      endpoints.refresh,
    );
    expect(repeat).toEqual(first);
    ok(await getMember(repeat.accessToken), endpoints.getMember);
  });
});
