import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors';

export interface SecurityOptions {
  /** Extra connect-src origins (analytics, error reporting) besides our own. */
  connectSrc: string[];
  globalPerMinute: number;
  /** Shared counters in Redis (every instance counts together); null: in this process. */
  redis: { client: Redis; prefix: string } | null;
}

/** Helmet with a strict CSP, and the global per-IP rate limit on `/api`. CORS stays closed (no plugin). */
export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...options.connectSrc],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(rateLimit, {
    global: true,
    max: options.globalPerMinute,
    timeWindow: '1 minute',
    // Only the API is limited: one cold load of the app (or of /preview, two apps at once) fetches
    // dozens of static files, which are cheap, cacheable and not worth an attacker's while.
    allowList: (request) => !request.url.startsWith('/api/') && request.url !== '/api',
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
}
