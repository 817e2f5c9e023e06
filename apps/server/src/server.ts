import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './platform/config';
import { writeClientError } from './platform/http/client-error';
import { installErrorHandling, sendError, type WebFallback } from './platform/http/error-handler';
import { registerHealth } from './platform/http/health';
import type { ReadyCheck } from './platform/http/readiness';
import { registerOpenApi } from './platform/http/openapi';
import { genRequestId } from './platform/http/request-id';
import { lazyRequestLogger, RequestLog } from './platform/http/request-log';
import { trackApiRoutes } from './platform/http/route-index';
import { registerSecurity } from './platform/http/security';
import { installKoreanValidationMessages } from './platform/http/validation-messages';
import { inlineScriptHashes, registerWebApp } from './platform/http/web-app';
import { BoundedLogStream, boundedStdout } from './platform/log-stream';
import { loggerOptions } from './platform/logger';
import { Metrics, registerLogMetrics, serveMetrics } from './platform/metrics';

// The HTTP edge: what every request meets before and after a module's route (logger, body
// parsing, request ids, security headers, rate limit, strict input, error envelope, OpenAPI,
// health, metrics, the web app's static files). Modules and the platform are wired in app.ts.

/** How long a closing server waits for its connections before cutting them. */
export const CLOSE_GRACE_MS = 3000;

/** The 64 KiB body limit of CONTRACT 3 (41300 above it). */
export const BODY_LIMIT = 64 * 1024;

/** The Fastify instance with its logger, parsers, request ids and validation. */
export function createServer(config: Config, logStream?: DestinationStream): FastifyInstance {
  installKoreanValidationMessages();
  // Off without METRICS_PORT or METRICS_TOKEN: then no request is measured (decision 0041).
  const metrics = new Metrics(config.metrics !== null, (name, err) => {
    app.log.warn({ err, metric: name }, 'metric not read for this scrape');
  });
  const http = metrics.http;
  // Bounded logs (decision 0044): stdout through a capped buffer that sheds information before
  // warnings, and successful fast requests' lines sampled.
  const stream = logStream ?? boundedStdout(config.log.bufferBytes);
  const requestLog = new RequestLog({
    ...(http ? { observe: (m, r, s, ms) => http.observe(m, r, s, ms) } : {}),
    successPerSecond: config.log.successPerSecond,
    slowMs: config.log.slowMs,
  });
  const app = Fastify({
    logger: loggerOptions(config.logLevel, stream),
    logController: requestLog,
    childLoggerFactory: lazyRequestLogger,
    genReqId: genRequestId,
    requestIdHeader: false,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    // Closing and parser errors answer in the envelope (http/closing.ts, http/client-error.ts).
    return503OnClosing: false,
    clientErrorHandler: writeClientError,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors before routing (a malformed URL, a bad Content-Length...) get the envelope too.
    frameworkErrors: (error, request, reply) => {
      request.log.debug({ code: error.code }, 'malformed request');
      void sendError(request, (reply as FastifyReply).header('x-request-id', request.id), 40000);
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // An empty JSON body (POST /logout, DELETE /members) is "no body", not a parse error; anything
  // else goes through Fastify's own parser (prototype-poisoning protection included).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.decorateRequest('principal', null);
  app.decorate('metrics', metrics);
  const bounded = stream instanceof BoundedLogStream ? stream : null;
  registerLogMetrics(metrics, { sampler: requestLog.sampler, stream: bounded });
  if (bounded) {
    const stopReports = bounded.reportDrops(app.log);
    app.addHook('onClose', (_instance, done) => {
      stopReports();
      done();
    });
  }
  return app;
}

export interface EdgeOptions {
  config: Config;
  /** Shared rate-limit counters; null: in this process. */
  redis: Redis | null;
  /** What `GET /api/ready` checks (wiring/ready-checks.ts); it is also not ready while closing. */
  readyChecks: readonly ReadyCheck[];
}

/**
 * Everything around the routes, registered before the modules' routes: security headers, the
 * global rate limit and strict input, the error envelope (405 needs every API route's methods),
 * OpenAPI and health; on close, connections still open after CLOSE_GRACE_MS are cut. Returns
 * the step that serves the web app, to run once every module's routes are in.
 */
export async function installEdge(
  app: FastifyInstance,
  { config, redis, readyChecks }: EdgeOptions,
): Promise<{ serveWebApp: () => Promise<void> }> {
  app.addHook('preClose', (done) => {
    // In-flight requests get a few seconds to finish; then whatever is still connected (a client
    // that went quiet without closing its socket) is cut, so the close never waits for a
    // client's keep-alive to run out.
    const cut = setTimeout(() => app.server.closeAllConnections(), CLOSE_GRACE_MS);
    cut.unref();
    app.server.once('close', () => clearTimeout(cut));
    done();
  });
  await registerSecurity(app, {
    connectSrc: config.connectSrc,
    scriptHashes: inlineScriptHashes(config.webDistDir),
    globalPerMinute: config.rateLimit.globalPerMinute,
    redis: redis ? { client: redis, prefix: `${config.redisKeyPrefix}rate:` } : null,
  });
  const allowedMethods = trackApiRoutes(app);
  let webFallback: WebFallback | null = null;
  installErrorHandling(app, { allowedMethods, webFallback: () => webFallback });
  await registerOpenApi(app);
  registerHealth(app, readyChecks);
  serveMetrics(app, app.metrics, config.metrics);
  return {
    serveWebApp: async () => {
      webFallback = await registerWebApp(app, {
        distDir: config.webDistDir,
        preview: config.devLogin,
      });
    },
  };
}
