import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  InProcessBus,
  RedisBus,
  RedisConnections,
  defineChannel,
  type Bus,
} from '../src/platform/bus';
import { RedisAttemptLimiter } from '../src/platform/limits/redis-attempt-limiter';
import { TestClock } from './helpers/build';

const redisUrl = process.env.TEST_REDIS_URL;
const quietLog = { warn: () => undefined };

function nextMessage(
  bus: Bus,
  channel: string,
): Promise<{ message: string; stop: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    let stop: () => Promise<void> = () => Promise.resolve();
    bus
      .subscribe(channel, (message) => resolve({ message, stop }))
      .then((unsubscribe) => (stop = unsubscribe), reject);
  });
}

describe('in-process bus', () => {
  it('delivers to every subscriber of the channel, the publisher included, and only them', async () => {
    const bus = new InProcessBus(() => undefined);
    const a: string[] = [];
    const b: string[] = [];
    const other: string[] = [];
    const stopA = await bus.subscribe('events', (m) => a.push(m));
    await bus.subscribe('events', (m) => b.push(m));
    await bus.subscribe('other', (m) => other.push(m));
    await bus.publish('events', 'one');
    await stopA();
    await bus.publish('events', 'two');
    expect(a).toEqual(['one']);
    expect(b).toEqual(['one', 'two']);
    expect(other).toEqual([]);
  });

  it('a failing handler is reported and does not stop the others', async () => {
    const onError = vi.fn();
    const bus = new InProcessBus(onError);
    const got: string[] = [];
    await bus.subscribe('events', () => {
      throw new Error('boom');
    });
    await bus.subscribe('events', (m) => got.push(m));
    await bus.publish('events', 'x');
    expect(got).toEqual(['x']);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'events');
  });
});

describe('typed channels', () => {
  const stops = defineChannel('chat-stops', z.object({ chatRoomId: z.int(), messageId: z.int() }));

  it('delivers a valid message, parsed, to subscribers on the channel', async () => {
    const bus = new InProcessBus(() => undefined);
    const got: unknown[] = [];
    await stops.subscribe(bus, (message) => got.push(message));
    await stops.publish(bus, { chatRoomId: 1, messageId: 2 });
    expect(got).toEqual([{ chatRoomId: 1, messageId: 2 }]);
  });

  it('refuses to publish a malformed message, and drops (and reports) one that arrives', async () => {
    const onError = vi.fn();
    const bus = new InProcessBus(onError);
    const got: unknown[] = [];
    await stops.subscribe(bus, (message) => got.push(message));
    await expect(
      stops.publish(bus, { chatRoomId: 'one' } as unknown as {
        chatRoomId: number;
        messageId: number;
      }),
    ).rejects.toThrow(z.ZodError);
    await bus.publish('chat-stops', JSON.stringify({ chatRoomId: 1 }));
    await bus.publish('chat-stops', 'not json');
    expect(got).toEqual([]);
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith(expect.any(z.ZodError), 'chat-stops');
    expect(onError).toHaveBeenCalledWith(expect.any(SyntaxError), 'chat-stops');
  });
});

describe.runIf(redisUrl)('Redis bus (TEST_REDIS_URL)', () => {
  it('carries messages between two instances that share a prefix, not to another prefix', async () => {
    const prefix = `dama-test-${randomBytes(4).toString('hex')}:`;
    const url = redisUrl ?? '';
    const one = await RedisConnections.connect(url, quietLog);
    const two = await RedisConnections.connect(url, quietLog);
    const stranger = await RedisConnections.connect(url, quietLog);
    try {
      const busOne = new RedisBus(one, prefix, () => undefined);
      const busTwo = new RedisBus(two, prefix, () => undefined);
      const busStranger = new RedisBus(stranger, `${prefix}x:`, () => undefined);
      const strangerGot: string[] = [];
      await busStranger.subscribe('events', (m) => strangerGot.push(m));
      const atOne = nextMessage(busOne, 'events');
      const atTwo = nextMessage(busTwo, 'events');
      // Subscriptions are active once subscribe() resolved; wait for both.
      await Promise.all([
        busOne.subscribe('noop', () => undefined),
        busTwo.subscribe('noop', () => undefined),
      ]);
      await busTwo.publish('events', '안녕');
      expect((await atOne).message).toBe('안녕');
      expect((await atTwo).message).toBe('안녕');
      // A marker published after proves the stranger would have had the first by now.
      const marker = nextMessage(busStranger, 'events');
      await busStranger.publish('events', 'marker');
      await marker;
      expect(strangerGot).toEqual(['marker']);
    } finally {
      await Promise.all([one.close(), two.close(), stranger.close()]);
    }
  });

  it('attempt limits in Redis are shared by instances and follow the app clock', async () => {
    const prefix = `dama-test-${randomBytes(4).toString('hex')}:attempts:`;
    const url = redisUrl ?? '';
    const one = await RedisConnections.connect(url, quietLog);
    const two = await RedisConnections.connect(url, quietLog);
    try {
      const clock = new TestClock();
      const a = new RedisAttemptLimiter(one.commands, prefix, clock.now);
      const b = new RedisAttemptLimiter(two.commands, prefix, clock.now);
      const rule = { max: 10, windowMs: 10 * 60 * 1000 };
      for (let i = 0; i < 10; i += 1) {
        expect(await (i % 2 ? a : b).hit('couple-link:1', rule)).toEqual({ allowed: true });
      }
      clock.advance(60_000);
      expect(await a.hit('couple-link:1', rule)).toEqual({
        allowed: false,
        retryAfterMs: 9 * 60 * 1000,
      });
      expect((await b.hit('couple-link:1', rule)).allowed).toBe(false);
      expect(await a.hit('couple-link:2', rule)).toEqual({ allowed: true });
      clock.advance(9 * 60 * 1000);
      expect(await b.hit('couple-link:1', rule)).toEqual({ allowed: true });
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });

  it('a wrong REDIS_URL fails at start with a clear message', async () => {
    await expect(RedisConnections.connect('redis://127.0.0.1:1', quietLog)).rejects.toThrow(
      /Redis\(REDIS_URL\)에 연결할 수 없어요/,
    );
  });
});

describe('attempt limiter with Redis down', () => {
  it('counts the attempts in this process instead, with one warning (decision 0077)', async () => {
    const redis = new Redis('redis://127.0.0.1:1', {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    const warnings: string[] = [];
    try {
      const limiter = new RedisAttemptLimiter(redis, 'dama-test:attempts:', new TestClock().now, {
        warn: (_obj, msg) => warnings.push(msg),
      });
      const rule = { max: 1, windowMs: 60_000 };
      expect(await limiter.hit('couple-link:1', rule)).toEqual({ allowed: true });
      // The in-process window still holds the limit while Redis is away.
      expect((await limiter.hit('couple-link:1', rule)).allowed).toBe(false);
      expect(await limiter.hit('couple-link:2', rule)).toEqual({ allowed: true });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/Redis unavailable/);
    } finally {
      redis.disconnect();
    }
  });
});
