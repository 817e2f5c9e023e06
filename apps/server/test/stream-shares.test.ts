import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Redis } from 'ioredis';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { RedisConnections } from '../src/platform/bus';
import type { EventStore } from '../src/platform/realtime/event-store';
import { ConnectionHub } from '../src/platform/realtime/hub';
import { RedisStreamShares } from '../src/platform/realtime/redis-stream-shares';
import {
  LocalStreamShares,
  type ShareRefusal,
  type StreamLease,
} from '../src/platform/realtime/stream-shares';

/**
 * The per-member and per-address stream caps (issue: a member could hold the cap on every
 * instance). Locally a process counts its own streams; with Redis every instance's streams count,
 * each held by a lease the heartbeat refreshes.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const quietLog = { warn: () => undefined };
const held = (claim: StreamLease | ShareRefusal): StreamLease => {
  if (typeof claim === 'string') throw new Error(`refused: ${claim}`);
  return claim;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('local stream shares', () => {
  it('counts a member’s and an address’s streams up to their caps; a release frees one place once', async () => {
    const shares = new LocalStreamShares({ perMember: 2, perIp: 3 });
    const first = held(await shares.claim(1, 'a'));
    held(await shares.claim(1, 'a'));
    expect(await shares.claim(1, 'b')).toBe('member');
    held(await shares.claim(2, 'a'));
    expect(await shares.claim(3, 'a')).toBe('ip');
    first.release();
    first.release();
    held(await shares.claim(3, 'a'));
    // Released twice, freed once: the address is full again.
    expect(await shares.claim(4, 'a')).toBe('ip');
  });
});

describe('the hub’s shares', () => {
  /** Enough of a response for the hub; `destroyed` as after the client hung up. */
  const response = (destroyed: boolean): ServerResponse => {
    const res = {
      destroyed,
      writableLength: 0,
      writableEnded: false,
      write: () => true,
      end: () => {
        res.writableEnded = true;
      },
      on: () => res,
    };
    return res as unknown as ServerResponse;
  };

  it('a stream gives its place back when it ends, or at once when its client left while it was admitted', async () => {
    const hub = new ConnectionHub({
      store: {
        lastSeq: () => Promise.resolve(0),
        after: () => Promise.resolve([]),
      } as unknown as EventStore,
      maxConnections: 100,
      perMember: 1,
      perIp: 100,
      heartbeatMs: 60_000,
      retryMs: 1000,
      sessionIsLive: () => Promise.resolve(true),
      liveSessions: (ids) => Promise.resolve(new Set(ids)),
      now: () => new Date(),
      log: pino({ level: 'silent' }),
    });
    const principal = { memberId: 1, sessionId: 's' };
    const gone = held(await hub.claimShare(1, 'x'));
    hub.attach(principal, response(true), null, 'x', gone);
    expect(hub.size).toBe(0);
    const kept = held(await hub.claimShare(1, 'x'));
    hub.attach(principal, response(false), null, 'x', kept);
    expect(hub.size).toBe(1);
    expect(await hub.claimShare(1, 'x')).toBe('member');
    hub.closeSession('s');
    expect(hub.size).toBe(0);
    held(await hub.claimShare(1, 'x'));
    hub.shutdown();
  });
});

describe.runIf(redisUrl)('Redis stream shares (TEST_REDIS_URL)', () => {
  const url = redisUrl ?? '';

  async function twoInstances(
    limits: { perMember: number; perIp: number },
    leaseMs = 30_000,
    log = quietLog,
  ) {
    const prefix = `dama-test-${randomBytes(4).toString('hex')}:streams:`;
    const one = await RedisConnections.connect(url, quietLog);
    const two = await RedisConnections.connect(url, quietLog);
    const make = (redis: Redis) =>
      new RedisStreamShares({ redis, prefix, leaseMs, log, ...limits });
    return {
      prefix,
      redis: one.commands,
      a: make(one.commands),
      b: make(two.commands),
      close: () => Promise.all([one.close(), two.close()]),
    };
  }

  it('a member’s streams on one instance count on the other; a release frees the place at once', async () => {
    const s = await twoInstances({ perMember: 2, perIp: 100 });
    try {
      const first = held(await s.a.claim(7, '10.0.0.1'));
      held(await s.a.claim(7, '10.0.0.2'));
      expect(await s.b.claim(7, '10.0.0.3')).toBe('member');
      expect(await s.redis.zcard(`${s.prefix}m:7`)).toBe(2);
      first.release();
      held(await s.b.claim(7, '10.0.0.3'));
      expect(await s.a.claim(7, '10.0.0.1')).toBe('member');
      // Another member is not affected.
      held(await s.a.claim(8, '10.0.0.1'));
    } finally {
      await s.close();
    }
  });

  it('an address’s streams count across instances, whichever members they belong to', async () => {
    const s = await twoInstances({ perMember: 10, perIp: 3 });
    try {
      held(await s.a.claim(1, '10.0.0.9'));
      held(await s.b.claim(2, '10.0.0.9'));
      held(await s.a.claim(3, '10.0.0.9'));
      expect(await s.b.claim(4, '10.0.0.9')).toBe('ip');
      expect(await s.a.claim(4, '10.0.0.9')).toBe('ip');
      held(await s.b.claim(4, '10.0.0.10'));
    } finally {
      await s.close();
    }
  });

  it('claims racing on two instances never pass the cap together', async () => {
    const s = await twoInstances({ perMember: 3, perIp: 100 });
    try {
      const claims = await Promise.all(
        Array.from({ length: 20 }, (_, i) => (i % 2 ? s.a : s.b).claim(5, `10.0.1.${i}`)),
      );
      expect(claims.filter((claim) => typeof claim !== 'string')).toHaveLength(3);
      expect(claims.filter((claim) => claim === 'member')).toHaveLength(17);
      expect(await s.redis.zcard(`${s.prefix}m:5`)).toBe(3);
    } finally {
      await s.close();
    }
  });

  it('places of an instance that stops refreshing (a crash) expire; refreshed ones stay', async () => {
    const s = await twoInstances({ perMember: 2, perIp: 100 }, 400);
    try {
      // Instance a refreshes its places (as its heartbeat does); b's member 2 is never refreshed.
      held(await s.a.claim(1, 'x'));
      held(await s.a.claim(1, 'x'));
      held(await s.b.claim(2, 'x'));
      held(await s.b.claim(2, 'x'));
      for (let i = 0; i < 6; i++) {
        await sleep(150);
        s.a.refresh();
      }
      expect(await s.b.claim(1, 'y')).toBe('member');
      // The key of places never refreshed is gone with them.
      expect(await s.redis.exists(`${s.prefix}m:2`)).toBe(0);
      held(await s.a.claim(2, 'y'));
    } finally {
      await s.close();
    }
  });

  it('a refresh spread over turns of the event loop never re-adds a place released meanwhile', async () => {
    const s = await twoInstances({ perMember: 1, perIp: 10_000 }, 5_000);
    try {
      const leases = [];
      for (let i = 0; i < 600; i++) leases.push(held(await s.a.claim(1000 + i, 'z')));
      const before = Number(
        await s.redis.zscore(
          `${s.prefix}m:1000`,
          (await s.redis.zrange(`${s.prefix}m:1000`, 0, 0))[0] ?? '',
        ),
      );
      await sleep(20);
      s.a.refresh();
      // Member 1599 is in the third batch, sent two turns from now.
      leases[599]?.release();
      await sleep(50);
      expect(await s.redis.zcard(`${s.prefix}m:1599`)).toBe(0);
      expect(await s.redis.zcard(`${s.prefix}ip:z`)).toBe(599);
      const [, after] = await s.redis.zrange(`${s.prefix}m:1000`, 0, 0, 'WITHSCORES');
      expect(Number(after)).toBeGreaterThan(before);
    } finally {
      await s.close();
    }
  });

  it('with Redis unreachable a stream is admitted up to this instance’s count, and a warning logged once', async () => {
    const warnings: string[] = [];
    const broken = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    broken.on('error', () => undefined);
    const shares = new RedisStreamShares({
      redis: broken,
      prefix: 'dama-test-unreachable:streams:',
      perMember: 2,
      perIp: 100,
      leaseMs: 1000,
      log: { warn: (_details, message) => warnings.push(message) },
    });
    try {
      const first = held(await shares.claim(1, 'x'));
      held(await shares.claim(1, 'x'));
      expect(await shares.claim(1, 'x')).toBe('member');
      first.release();
      shares.refresh();
      held(await shares.claim(1, 'x'));
      await sleep(10);
      expect(warnings.filter((w) => w.includes('counted on this instance only'))).toHaveLength(1);
    } finally {
      broken.disconnect();
    }
  });
});
