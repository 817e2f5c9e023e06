import { createServer, connect, type Server, type Socket } from 'node:net';
import { endpoints } from '@dama/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/build';
import { ok } from '../helpers/http';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * A TCP relay in front of the test Redis that the test can cut and restore, so the app loses
 * Redis after it started (with a wrong REDIS_URL it never starts: test/bus.test.ts).
 */
class RedisRelay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: URL) {}

  /** Listens (again, on the same port after a cut); a no-op while open. */
  async open(): Promise<void> {
    if (this.server) return;
    const server = createServer((client) => {
      const upstream = connect(Number(this.target.port || 6379), this.target.hostname);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    const address = server.address();
    if (typeof address === 'object' && address) this.port = address.port;
    this.server = server;
  }

  /** Stops listening and drops every relayed connection: Redis is gone for the app. */
  async cut(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }
}

async function readyUntil(
  t: TestApp,
  wanted: (data: { status?: string }) => boolean,
  withinMs: number,
) {
  const until = Date.now() + withinMs;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    const body = res.json<{ data?: { status?: string } }>();
    if (wanted(body.data ?? {}) || Date.now() > until) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.runIf(redisUrl)('GET /api/ready with REDIS_URL', () => {
  let relay: RedisRelay;
  let t: TestApp;
  beforeAll(async () => {
    relay = new RedisRelay(new URL(redisUrl!));
    await relay.open();
    t = await build({
      // The outage's end is an info line.
      logLevel: 'info',
      env: {
        REDIS_URL: `redis://127.0.0.1:${relay.port}`,
        REDIS_KEY_PREFIX: `dama-ready-${process.pid}-${Date.now()}:`,
      },
    });
  });
  afterAll(async () => {
    // Open again if a failed test left Redis cut, so the app's Redis connections close cleanly.
    await relay.open();
    await t?.close();
    await relay.cut();
  });

  it('UP while Redis answers; 200 DEGRADED naming redis once it is unreachable; UP when it is back', async () => {
    expect(ok(await t.app.inject({ method: 'GET', url: '/api/ready' }), endpoints.ready)).toEqual({
      status: 'UP',
    });

    await relay.cut();
    const started = Date.now();
    const down = await readyUntil(t, (data) => data.status === 'DEGRADED', 5000);
    // Still serving (decision 0077): degraded, not taken out of the rotation.
    expect(ok(down, endpoints.ready)).toEqual({ status: 'DEGRADED', degraded: ['redis'] });
    // One check's time-out at most, never a hang.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(
      t.logs.some((line) => line.includes('"msg":"ready, degraded"') && line.includes('redis')),
    ).toBe(true);
    expect(t.logs.some((line) => line.includes('"msg":"redis unreachable'))).toBe(true);

    await relay.open();
    const back = await readyUntil(t, (data) => data.status === 'UP', 10_000);
    expect(ok(back, endpoints.ready)).toEqual({ status: 'UP' });
    expect(t.logs.some((line) => line.includes('"msg":"redis is back'))).toBe(true);
  }, 30_000);
});
