import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/**
 * The most a SIGTERM's close may take after the drain (in-flight requests, replies failed,
 * streams ended, the database closed) before the process exits anyway (main.ts).
 */
export const CLOSE_TIMEOUT_MS = 10_000;

/**
 * A SIGTERM's shutdown (decision 0047): not ready at once (`GET /api/ready` answers 503/50300
 * `closing`), every other request served as usual for `drainMs`, so whoever polls readiness
 * stops sending new requests while the port still answers; then the graceful close (the
 * listener, in-flight requests, streams with a retry hint, replies failed, the database).
 */
export async function drainThenClose(app: FastifyInstance, drainMs: number): Promise<void> {
  app.readiness.markClosing();
  if (drainMs > 0) {
    app.log.info({ drainMs }, 'draining: not ready, still serving until the listener closes');
    await sleep(drainMs);
  }
  await app.close();
}
