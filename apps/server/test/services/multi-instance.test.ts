import { beforeAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../helpers/database';
import {
  api,
  signInThrough,
  stopInstance,
  useTwoInstances,
  type Member,
} from '../helpers/server-processes';
import { connect, openStream } from '../helpers/sse';

/**
 * Two real server processes (`tsx src/main.ts`) sharing one fresh PostgreSQL database and Redis
 * under a unique key prefix: live events, revocations and rate limits cross instances.
 */
describe.runIf(usePostgres)('two server processes on PostgreSQL and Redis', () => {
  const servers = useTwoInstances();
  /** Signed in up front: the rate-limit test uses up the sign-in budget of 127.0.0.1. */
  let spare: Member;

  beforeAll(async () => {
    spare = await signInThrough(servers.b.url);
  });

  it('an event caused through instance 2 reaches the stream on instance 1', async () => {
    const owner = await signInThrough(servers.a.url);
    const caller = await signInThrough(servers.b.url);
    const code = await api<{ coupleCode: string }>(servers.a.url, 'GET', '/members/invite-code', {
      token: owner.accessToken,
    });
    const { stream } = await connect(servers.a.url, { token: owner.accessToken });
    try {
      const linked = await api<{ coupleId: number }>(servers.b.url, 'POST', '/couples', {
        token: caller.accessToken,
        body: { coupleCode: code.body.data?.coupleCode },
      });
      expect(linked.status).toBe(200);
      const event = await stream.nextEvent();
      expect(event.event).toBe('couple_connected');
      expect(JSON.parse(event.data ?? '')).toMatchObject({ coupleId: linked.body.data?.coupleId });
      expect(Number(event.id)).toBeGreaterThan(0);
    } finally {
      stream.close();
    }
  });

  it('logout on instance 2 closes the stream on instance 1 and instance 1 stops trusting the session at once', async () => {
    const member = await signInThrough(servers.a.url);
    const { stream } = await connect(servers.a.url, { token: member.accessToken });
    // Instance 1 has the session in its check cache now.
    expect(
      (await api(servers.a.url, 'GET', '/members', { token: member.accessToken })).status,
    ).toBe(200);
    const logout = await api(servers.b.url, 'POST', '/logout', { token: member.accessToken });
    expect(logout.status).toBe(200);
    await stream.ended;
    expect(
      (await api(servers.a.url, 'GET', '/members', { token: member.accessToken })).status,
    ).toBe(401);
  });

  it('refresh-token reuse and withdrawal on instance 2 close streams on instance 1', async () => {
    const reused = await signInThrough(servers.b.url);
    const withdrawn = await signInThrough(servers.b.url);
    const a = await connect(servers.a.url, { token: reused.accessToken });
    const b = await connect(servers.a.url, { token: withdrawn.accessToken });
    const first = await api<{ refreshToken: string }>(servers.b.url, 'POST', '/refresh', {
      body: { refreshToken: reused.refreshToken },
    });
    expect(first.status).toBe(200);
    // Its successor spent too, the old token coming back is reuse, not a repeat within the
    // grace window.
    const successor = first.body.data?.refreshToken ?? '';
    expect(
      (await api(servers.a.url, 'POST', '/refresh', { body: { refreshToken: successor } })).status,
    ).toBe(200);
    expect(
      (
        await api(servers.b.url, 'POST', '/refresh', {
          body: { refreshToken: reused.refreshToken },
        })
      ).body.code,
    ).toBe(40102);
    await a.stream.ended;
    expect(b.stream.hasEnded).toBe(false);
    expect(
      (await api(servers.b.url, 'DELETE', '/members', { token: withdrawn.accessToken })).status,
    ).toBe(200);
    await b.stream.ended;
    expect((await openStream(servers.a.url, { token: withdrawn.accessToken })).status).toBe(401);
  });

  it('couple-link attempts of a member count across instances (10 per 10 minutes)', async () => {
    const caller = await signInThrough(servers.a.url);
    const link = (base: string) =>
      api(base, 'POST', '/couples', { token: caller.accessToken, body: { coupleCode: 'ZZZZ000' } });
    for (let i = 0; i < 10; i += 1) {
      expect((await link(i % 2 ? servers.a.url : servers.b.url)).body.code).toBe(40002);
    }
    for (const base of [servers.a.url, servers.b.url]) {
      const limited = await link(base);
      expect(limited.body.code).toBe(42900);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('rate limits count across instances', async () => {
    // Sign-in: one budget of 30 per minute per IP, shared by both routes and both instances (a
    // per-instance count would let 60 through). The members above already spent a few.
    const attempt = (base: string) => api(base, 'POST', '/login/kakao', { body: {} });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1)
      statuses.push((await attempt(i % 2 ? servers.a.url : servers.b.url)).status);
    const allowed = statuses.filter((status) => status === 400).length;
    expect(allowed).toBeGreaterThan(0);
    expect(allowed).toBeLessThanOrEqual(30);
    expect(statuses.slice(allowed)).toEqual(Array(40 - allowed).fill(429));
    for (const base of [servers.a.url, servers.b.url]) {
      const limited = await attempt(base);
      expect(limited.status).toBe(429);
      expect(limited.body.code).toBe(42900);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it('stopping an instance ends its streams with a retry hint; the other keeps serving', async () => {
    const { stream } = await connect(servers.a.url, { token: spare.accessToken });
    expect(await stopInstance(servers.a)).toBe(0);
    await stream.ended;
    expect(stream.pending().at(-1)?.retry).toBeGreaterThanOrEqual(3000);
    const again = await connect(servers.b.url, { token: spare.accessToken });
    expect(again.connected.event).toBe('connected');
    again.stream.close();
  });
});
