import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  api,
  signInThrough,
  startInstance,
  stopInstance,
  type Instance,
} from './helpers/server-processes';

/**
 * SIGTERM with a drain (decision 0047), on a real server process (embedded database): for
 * SHUTDOWN_DRAIN_MS the instance says it is not ready but serves every other request, then its
 * listener closes and it exits; a second SIGTERM during the drain ends it at once.
 */
// Starting a server process takes 10–40 s on a busy machine: the time-outs leave room for it.
describe('SIGTERM: the drain before the listener closes', () => {
  const running: Instance[] = [];
  afterEach(async () => {
    for (const instance of running.splice(0)) await stopInstance(instance);
  });

  async function start(drainMs: number): Promise<Instance> {
    const instance = await startInstance({ SHUTDOWN_DRAIN_MS: String(drainMs) });
    running.push(instance);
    return instance;
  }

  /** Whether a new TCP connection to the instance's port is accepted. */
  function accepts(instance: Instance): Promise<boolean> {
    const { port } = new URL(instance.url);
    return new Promise((resolve) => {
      const socket = connect({ host: '127.0.0.1', port: Number(port) });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  }

  async function until(condition: () => Promise<boolean>, withinMs: number): Promise<void> {
    const end = performance.now() + withinMs;
    while (!(await condition())) {
      if (performance.now() > end) throw new Error(`not within ${withinMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const notReady = (instance: Instance) => async () => {
    try {
      return (await fetch(`${instance.url}/api/ready`)).status === 503;
    } catch {
      return false; // not listening: no drain
    }
  };

  it('not ready at once, every other request still answered; the listener closes after the drain', async () => {
    const drainMs = 8000;
    const instance = await start(drainMs);
    const member = await signInThrough(instance.url);
    expect((await fetch(`${instance.url}/api/ready`)).status).toBe(200);

    const sent = performance.now();
    instance.child.kill('SIGTERM');
    await until(notReady(instance), 5000);
    const ready = await api(instance.url, 'GET', '/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.code).toBe(50300);
    // Meanwhile an ordinary request, on a new connection too, is served as before.
    const read = await api(instance.url, 'GET', '/members', { token: member.accessToken });
    expect(read.status).toBe(200);
    expect(await accepts(instance)).toBe(true);
    expect(performance.now() - sent).toBeLessThan(drainMs);

    await until(async () => !(await accepts(instance)), drainMs + 10_000);
    expect(performance.now() - sent).toBeGreaterThanOrEqual(drainMs - 100);
    expect(await instance.exited).toBe(0);
  }, 120_000);

  it('a second SIGTERM during the drain ends the process at once', async () => {
    const instance = await start(60_000);
    instance.child.kill('SIGTERM');
    await until(notReady(instance), 5000);
    const second = performance.now();
    instance.child.kill('SIGTERM');
    expect(await instance.exited).toBe(1);
    expect(performance.now() - second).toBeLessThan(5000);
  }, 120_000);
});
