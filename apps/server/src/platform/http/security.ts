import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { isApiRequest } from './api-path';
import { registerApiRateLimit } from './api-rate-limit';
import { securityHeaders } from './security-headers';
import { registerStrictInput } from './strict-input';

export interface SecurityOptions {
  /** Extra connect-src origins (analytics, error reporting) besides our own. */
  connectSrc: string[];
  /** Inline scripts allowed by hash besides our own origin's files (the web app's index.html). */
  scriptHashes: string[];
  globalPerMinute: number;
  /** Shared counters in Redis (every instance counts together); null: in this process. */
  redis: { client: Redis; prefix: string } | null;
}

/**
 * Helmet's headers with a strict CSP (worked out once, set on every response); on the API
 * `Cache-Control: no-store` (tokens and personal data, errors included; a route may set its
 * own), the global per-IP rate limit and strict request bodies. CORS stays closed (no plugin).
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: SecurityOptions,
): Promise<void> {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...options.scriptHashes],
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

  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(headers);
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
    done();
  });
  await registerApiRateLimit(app, { perMinute: options.globalPerMinute, redis: options.redis });
  registerStrictInput(app);
}
