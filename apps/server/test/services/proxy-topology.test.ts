import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../helpers/database';
import { startProxy, type Proxy } from '../helpers/nginx';
import { api, signInThrough, useTwoInstances, type Member } from '../helpers/server-processes';
import { connect, type SseStream } from '../helpers/sse';

/**
 * The production topology of docs/DEPLOY.md: nginx with deploy/nginx/proxy.conf in front of two
 * instances on PostgreSQL and Redis, the instances trusting the proxy (TRUST_PROXY=127.0.0.1).
 * Requests and the live stream go through the proxy, events caused on either instance reach a
 * stream opened through it, the stream survives a proxy reload, and a client cannot pick its
 * own address for the per-IP limits by sending X-Forwarded-For.
 */
describe.runIf(usePostgres)('two instances behind nginx', () => {
  const servers = useTwoInstances(() => ({ TRUST_PROXY: '127.0.0.1' }));
  let proxy: Proxy;
  const open: SseStream[] = [];

  beforeAll(async () => {
    proxy = await startProxy([servers.a.url, servers.b.url]);
  }, 30_000);
  afterAll(async () => {
    for (const stream of open) stream.close();
    await proxy?.stop();
  });

  /**
   * Signed in on instance A: the dev identity issuer's key is each instance's own (DATA_DIR), so
   * its two steps must reach the same instance; the access token then works on both.
   */
  const signIn = () => signInThrough(servers.a.url);

  /** Two members; the owner's stream is opened through the proxy. */
  async function streamingPair(): Promise<{ owner: Member; caller: Member; stream: SseStream }> {
    const owner = await signIn();
    const caller = await signIn();
    const { stream } = await connect(proxy.url, { token: owner.accessToken });
    open.push(stream);
    return { owner, caller, stream };
  }

  /**
   * The next events on `stream` are exactly `names`, in any order: a couple event and the
   * centre's entry for it (`notification_created`, issue 25) come from one request.
   */
  async function expectEvents(stream: SseStream, names: string[]) {
    const seen: string[] = [];
    while (seen.length < names.length) seen.push((await stream.nextEvent()).event ?? '');
    expect(seen.sort()).toEqual([...names].sort());
  }

  /** The caller enters the owner's code through `via`; the owner's stream hears of it. */
  async function link(pair: { owner: Member; caller: Member; stream: SseStream }, via: string) {
    const code = await api<{ coupleCode: string }>(proxy.url, 'GET', '/members/invite-code', {
      token: pair.owner.accessToken,
    });
    const linked = await api(via, 'POST', '/couples', {
      token: pair.caller.accessToken,
      body: { coupleCode: code.body.data?.coupleCode },
    });
    expect(linked.status).toBe(200);
    await expectEvents(pair.stream, ['couple_connected', 'notification_created']);
  }

  it('requests and the stream go through it; events caused on either instance reach the stream', async () => {
    const health = await fetch(`${proxy.url}/api/health`);
    expect(health.status).toBe(200);
    // The stream is on one of the two instances: the link went through A, the unlink through B,
    // so one of the two events crossed instances through Redis to reach it.
    const pair = await streamingPair();
    await link(pair, servers.a.url);
    const { caller, stream } = pair;
    expect(
      (await api(servers.b.url, 'DELETE', '/couples', { token: caller.accessToken })).status,
    ).toBe(200);
    await expectEvents(stream, ['couple_disconnected', 'notification_created']);
  });

  it('an open stream survives a proxy reload and keeps receiving events', async () => {
    const pair = await streamingPair();
    proxy.reload();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // New connections reach the new workers meanwhile.
    expect((await fetch(`${proxy.url}/api/health`)).status).toBe(200);
    await link(pair, servers.b.url);
  });

  it('the per-IP sign-in limit counts the connecting address: a forged X-Forwarded-For does not reset it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) {
      const res = await fetch(`${proxy.url}/api/login/kakao`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `203.0.113.${i + 1}`,
        },
        body: JSON.stringify({ idToken: 'not-a-token' }),
      });
      statuses.push(res.status);
    }
    // Every attempt counted against 127.0.0.1 (the proxy replaced the header): the limit (30 a
    // minute, less what the earlier tests' sign-ins used) answers 429 before the 32nd.
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(1);
  });
});
