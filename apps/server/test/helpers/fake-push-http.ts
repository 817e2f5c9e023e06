import type { IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the push stand-ins (`fake-web-push.ts`, `fake-expo.ts`) share: their HTTP plumbing. */

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export function listenOn(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/**
 * Resolves with `received` once it holds `count` items; each arrival wakes the `waiters` (and
 * it looks again every 100 ms). Throws `describe()` after `timeoutMs`.
 */
export async function waitForReceived<T>(
  received: T[],
  waiters: (() => void)[],
  count: number,
  describe: () => string,
  timeoutMs = 10_000,
): Promise<T[]> {
  const deadline = Date.now() + timeoutMs;
  while (received.length < count) {
    if (Date.now() > deadline) throw new Error(describe());
    await new Promise<void>((resolve) => {
      waiters.push(resolve);
      setTimeout(resolve, 100);
    });
  }
  return received;
}
