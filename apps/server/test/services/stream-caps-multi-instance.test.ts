import { afterAll, describe, expect, it } from 'vitest';
import { TOO_MANY_STREAMS_MESSAGE } from '../../src/modules/realtime/routes';
import { usePostgres } from '../helpers/database';
import { signInThrough, useTwoInstances } from '../helpers/server-processes';
import { connect, openStream, type SseStream } from '../helpers/sse';

/**
 * The live stream's caps per member and per client address count the streams open on every
 * instance (an outside probe: a member held the cap on each of two instances). Two real server
 * processes share PostgreSQL and Redis; they trust `X-Forwarded-For`, so each test speaks from
 * an address of its own.
 */
const PER_MEMBER = 2;
const PER_IP = 4;
/** Places live two heartbeats and a second without a refresh (`streamLeaseMs`). */
const HEARTBEAT_MS = 1000;
const LEASE_MS = 2 * HEARTBEAT_MS + 1000;

describe.runIf(usePostgres)('stream caps across two server processes', () => {
  const servers = useTwoInstances(() => ({
    SSE_MAX_PER_MEMBER: String(PER_MEMBER),
    SSE_MAX_PER_IP: String(PER_IP),
    SSE_HEARTBEAT_MS: String(HEARTBEAT_MS),
    TRUST_PROXY: 'true',
  }));
  const streams: SseStream[] = [];
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  async function open(base: string, token: string, ip: string): Promise<SseStream> {
    const { stream } = await connect(base, { token, headers: from(ip) });
    streams.push(stream);
    return stream;
  }

  it('a member holding the cap on instance 1 is refused on instance 2 (42900); closing one frees a place there', async () => {
    const member = await signInThrough(servers.a.url);
    const ip = '10.1.0.1';
    const onA = [
      await open(servers.a.url, member.accessToken, ip),
      await open(servers.a.url, member.accessToken, ip),
    ];
    for (const base of [servers.b.url, servers.a.url]) {
      const refused = await openStream(base, { token: member.accessToken, headers: from(ip) });
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('30');
      expect(refused.json).toMatchObject({ code: 42900, message: TOO_MANY_STREAMS_MESSAGE });
    }

    onA[0]?.close();
    await expect
      .poll(async () => {
        const again = await openStream(servers.b.url, {
          token: member.accessToken,
          headers: from(ip),
        });
        if (again.stream) streams.push(again.stream);
        return again.status;
      })
      .toBe(200);
  });

  it('one address’s streams count across instances, whichever members they belong to', async () => {
    const ip = '10.1.0.2';
    const members = await Promise.all(
      Array.from({ length: PER_IP + 1 }, () => signInThrough(servers.b.url)),
    );
    for (let i = 0; i < PER_IP; i++) {
      await open(i % 2 ? servers.a.url : servers.b.url, members[i]?.accessToken ?? '', ip);
    }
    const last = members[PER_IP]?.accessToken ?? '';
    for (const base of [servers.a.url, servers.b.url]) {
      const refused = await openStream(base, { token: last, headers: from(ip) });
      expect(refused.status).toBe(429);
      expect(refused.json).toMatchObject({ code: 42900 });
    }
    // The same member from another address is welcome.
    await open(servers.a.url, last, '10.1.0.3');
  });

  it('streams opened at once on both instances never pass the member cap together', async () => {
    const member = await signInThrough(servers.a.url);
    const ip = '10.1.0.4';
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        openStream(i % 2 ? servers.a.url : servers.b.url, {
          token: member.accessToken,
          headers: from(ip),
        }),
      ),
    );
    for (const result of results) if (result.stream) streams.push(result.stream);
    expect(results.filter((result) => result.status === 200)).toHaveLength(PER_MEMBER);
    expect(results.filter((result) => result.json?.code === 42900)).toHaveLength(8 - PER_MEMBER);
  });

  it('the streams of an instance that dies stop counting once their lease runs out', async () => {
    const member = await signInThrough(servers.b.url);
    const ip = '10.1.0.5';
    await open(servers.a.url, member.accessToken, ip);
    await open(servers.a.url, member.accessToken, ip);
    // No shutdown, no release: the places stay in Redis until nobody refreshes them.
    servers.a.child.kill('SIGKILL');
    await servers.a.exited;
    const killedAt = Date.now();
    const attempt = () =>
      openStream(servers.b.url, { token: member.accessToken, headers: from(ip) });
    expect((await attempt()).status).toBe(429);
    let admittedAfter = 0;
    await expect
      .poll(
        async () => {
          const again = await attempt();
          if (again.stream) {
            streams.push(again.stream);
            admittedAfter = Date.now() - killedAt;
          }
          return again.status;
        },
        { timeout: LEASE_MS + 3000, interval: 100 },
      )
      .toBe(200);
    // Refreshed at most a heartbeat before the kill: gone within one lease of it.
    expect(admittedAfter).toBeLessThanOrEqual(LEASE_MS + 1000);
    console.info(`stream places of a killed instance freed after ${admittedAfter} ms`);
  });
});
