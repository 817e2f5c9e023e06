import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors';
import { isApiRequest } from './api-path';

export interface ApiRateLimitOptions {
  perMinute: number;
  /** Shared counters in Redis (every instance counts together); null: in this process. */
  redis: { client: Redis; prefix: string } | null;
}

/**
 * The global per-IP limit on the API. What counts is decided from the matched route, never from
 * the raw URL, so `/%61pi/…`, `http://host/api/…` and `/api/…/` count like `/api/…`. It runs as
 * an application-wide onRequest hook, before any route's own hooks: a request is counted before
 * its token is checked, and an unknown `/api` path (404, 405) counts too. A route with a limit of
 * its own (`config.rateLimit`, RouteExtras.rateLimit) is counted by that limit alone.
 */
export async function registerApiRateLimit(
  app: FastifyInstance,
  options: ApiRateLimitOptions,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    max: options.perMinute,
    timeWindow: '1 minute',
    // Only the API is limited: one cold load of the app (or of /preview, two apps at once) fetches
    // dozens of static files, which are cheap, cacheable and not worth an attacker's while.
    allowList: (request) => !isApiRequest(request),
    errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS'),
    ...(options.redis
      ? {
          redis: options.redis.client,
          nameSpace: options.redis.prefix,
          // A Redis outage must not take the API down with it: requests pass uncounted meanwhile.
          skipOnError: true,
        }
      : {}),
  });
  const limit = app.rateLimit();
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.rateLimit) return;
    await limit.call(app, request, reply);
  });
}
