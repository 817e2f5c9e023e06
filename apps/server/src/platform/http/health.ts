import { endpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { Readiness, type ReadyCheck } from './readiness';
import { registerEndpoint } from './route';

declare module 'fastify' {
  interface FastifyInstance {
    /** What `GET /api/ready` answers; `markClosing()` starts a shutdown's drain (shutdown.ts). */
    readiness: Readiness;
  }
}

/**
 * `GET /api/health`: the process is up (nothing else is asked). `GET /api/ready`: this instance
 * should get traffic: not while it shuts down, and only while every check passes (readiness.ts);
 * else 503/50300 naming the failed checks (logged when the answer changes, not on every poll).
 * A failed check that only degrades (Redis) answers 200 `{ status: 'DEGRADED', degraded }`.
 */
export function registerHealth(app: FastifyInstance, checks: readonly ReadyCheck[]): void {
  const readiness = new Readiness(checks, app.log);
  app.decorate('readiness', readiness);
  app.addHook('preClose', (done) => {
    readiness.markClosing();
    done();
  });
  registerEndpoint(app, endpoints.health, () => Promise.resolve({ status: 'UP' as const }));
  registerEndpoint(app, endpoints.ready, async () => {
    const failed = await readiness.failures();
    const blocking = failed.filter((failure) => !failure.degrades);
    if (blocking.length > 0) {
      throw new AppError(
        'SERVICE_UNAVAILABLE',
        `요청을 받을 준비가 되지 않았어요: ${blocking.map((f) => f.check).join(', ')}`,
        { quiet: true },
      );
    }
    if (failed.length > 0) {
      return { status: 'DEGRADED' as const, degraded: failed.map((failure) => failure.check) };
    }
    return { status: 'UP' as const };
  });
}
