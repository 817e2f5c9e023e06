import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../helpers/database';
import {
  FollowedStream,
  MixedLoad,
  readyCouple,
  sentBetween,
  type LoadMember,
  type Outcome,
} from '../helpers/mixed-load';
import { failed, metric, METRICS_TOKEN, until } from '../helpers/fault-probes';
import { startProxy, type Proxy } from '../helpers/nginx';
import { OwnRedis, ownServicesAvailable } from '../helpers/own-services';
import {
  api,
  sharedServices,
  startInstance,
  stopInstance,
  type Instance,
  type SharedServices,
} from '../helpers/server-processes';

/**
 * Issue 36, Redis: two instances behind nginx on the suite's PostgreSQL and a Redis of this
 * test's own, under a mixed load; Redis killed for OUTAGE_MS, then started again (empty, as after
 * a failover). Everything keeps being served; a write on one instance is read at once on the
 * other (its read cache is bypassed while the bus is down); a partner's event published while
 * Redis was away reaches their open stream on the other instance once it is back, without a
 * reconnect; each instance says DEGRADED and logs the outage and its end (decision 0077).
 */
const OUTAGE_MS = 20_000;
const REDIS_PORT = Number(process.env.FAULT_REDIS_PORT ?? 16381);

async function readyStatus(instance: Instance): Promise<string | undefined> {
  const res = await fetch(`${instance.url}/api/ready`);
  return ((await res.json()) as { data?: { status?: string } }).data?.status;
}

async function nicknameOn(instance: Instance, member: LoadMember): Promise<string | undefined> {
  return (
    await api<{ nickname: string }>(instance.url, 'GET', '/members', {
      token: member.accessToken,
    })
  ).body.data?.nickname;
}

describe.runIf(usePostgres && ownServicesAvailable)('Redis killed and started under load', () => {
  const redis = new OwnRedis(REDIS_PORT);
  let services: SharedServices;
  let a: Instance;
  let b: Instance;
  let proxy: Proxy;
  let load: LoadMember[] = [];
  let writer: LoadMember;
  let partner: LoadMember;
  const streams: FollowedStream[] = [];

  beforeAll(async () => {
    await redis.start();
    services = await sharedServices();
    const env = {
      ...services.env,
      REDIS_URL: redis.url,
      TRUST_PROXY: '127.0.0.1',
      METRICS_TOKEN,
      SCRIPTED_REPLY_DELAY_MS: '50',
    };
    const keep = (line: string) => line.includes('"dependency"');
    a = await startInstance(env, undefined, keep);
    b = await startInstance(env, undefined, keep);
    proxy = await startProxy([a.url, b.url], { serverParams: 'max_fails=2 fail_timeout=2s' });
    load = [...(await readyCouple(a.url, '라')), ...(await readyCouple(a.url, '마'))];
    [writer, partner] = await readyCouple(a.url, '바');
    for (const member of load) {
      streams.push(new FollowedStream(proxy.url, () => member.accessToken));
    }
  }, 120_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await proxy?.stop();
    await Promise.all([a && stopInstance(a), b && stopInstance(b)]);
    await services?.drop();
    await redis.stop();
  }, 60_000);

  it('serves everything while it is away; no stale read; missed events arrive once it is back', async () => {
    // The partner's stream is on B; the writer's requests go to A.
    const partnerStream = new FollowedStream(b.url, () => partner.accessToken);
    streams.push(partnerStream);
    await partnerStream.waitFor((e) => e.event === 'connected');
    // B has the writer's member view cached.
    expect(await nicknameOn(b, writer)).toBe('바하나');
    expect(await nicknameOn(b, writer)).toBe('바하나');

    const traffic = new MixedLoad(proxy.url, a.url, load);
    await until(() => Promise.resolve(traffic.outcomes.length >= 40), 30_000, 'load running');

    const stopping = Date.now();
    await redis.stop();
    const stopped = Date.now();
    await until(async () => (await readyStatus(b)) === 'DEGRADED', 10_000, 'B degraded');
    await until(() => metric(a, 'dama_dependency_up{dependency="redis"} 0'), 10_000, 'metric 0');

    // A write on A is read on B at once: B does not serve its cached copy while the bus is down.
    const renamed = await api(a.url, 'PATCH', '/members', {
      token: writer.accessToken,
      body: { nickname: '바새이름' },
    });
    expect(renamed.status).toBe(200);
    expect(await nicknameOn(b, writer)).toBe('바새이름');

    // An event for the partner while Redis is away: stored, not delivered yet.
    const fromEvent = partnerStream.events.length;
    const reconnectsBefore = partnerStream.reconnects;
    const answered = await api(a.url, 'POST', '/questions/today/answers', {
      token: writer.accessToken,
      body: { answer: '레디스가 없어도 답할 수 있어' },
    });
    expect(answered.status).toBe(200);

    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, OUTAGE_MS - (Date.now() - stopped))),
    );
    await redis.start();
    const started = Date.now();

    // Missed while away, delivered once Redis is back, on the same stream (no reconnect).
    await partnerStream.waitFor((e) => e.event === 'partner_answered', fromEvent, 20_000);
    const replayedMs = Date.now() - started;
    expect(partnerStream.reconnects).toBe(reconnectsBefore);
    await until(
      async () => (await readyStatus(a)) === 'UP' && (await readyStatus(b)) === 'UP',
      15_000,
      'UP',
    );
    const upMs = Date.now() - started;

    // The cache works again, and drops reach the other instance through Redis.
    expect(await nicknameOn(b, writer)).toBe('바새이름');
    expect(await nicknameOn(b, writer)).toBe('바새이름');
    expect(
      (
        await api(a.url, 'PATCH', '/members', {
          token: writer.accessToken,
          body: { nickname: '바돌아옴' },
        })
      ).status,
    ).toBe(200);
    expect(await nicknameOn(b, writer)).toBe('바돌아옴');

    const after = Date.now();
    await until(
      () => Promise.resolve(sentBetween(traffic.outcomes, after, Infinity).length >= 20),
      30_000,
      'load after',
    );
    await traffic.stop();

    const all = traffic.outcomes;
    const during = sentBetween(all, stopped, started);
    // Nothing failed: no 5xx, no request left without an answer, before, during or after.
    expect(all.filter(failed), JSON.stringify(all.filter(failed).slice(0, 5))).toEqual([]);
    expect(during.length).toBeGreaterThan(50);
    const sortedMs = (list: Outcome[]) => list.map((o) => o.ms).sort((x, y) => x - y);
    const q = (list: number[], p: number) =>
      list[Math.min(list.length - 1, Math.floor(list.length * p))];
    const before = sortedMs(sentBetween(all, 0, stopping));
    const away = sortedMs(during);
    console.info(
      `redis outage: ${during.length} requests while away, none failed ` +
        `(p50 ${q(away, 0.5)} ms, p99 ${q(away, 0.99)} ms; before: p50 ${q(before, 0.5)} ms, p99 ${q(before, 0.99)} ms); ` +
        `missed event delivered ${replayedMs} ms and both ready UP ${upMs} ms after Redis started`,
    );

    const lines = [...a.lines, ...b.lines];
    expect(lines.some((l) => l.includes('"msg":"redis unreachable'))).toBe(true);
    expect(lines.some((l) => l.includes('"msg":"redis is back'))).toBe(true);
    expect(await metric(b, 'dama_dependency_up{dependency="redis"} 1')).toBe(true);
  }, 180_000);
});
