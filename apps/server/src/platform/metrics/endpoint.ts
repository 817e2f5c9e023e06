import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import type { MetricsConfig } from '../config';
import { sendError } from '../http/send-error';
import type { Metrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The separate metrics port's address once the app is ready; null without one. */
    metricsAddress: () => AddressInfo | null;
  }
}

export const METRICS_PATH = '/metrics';

/** Whether an `Authorization` header carries the token (compared in constant time). */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = header === undefined ? null : /^Bearer +(\S+) *$/i.exec(header);
  if (!match?.[1]) return false;
  // Digests first: equal lengths for timingSafeEqual, and the token's length stays secret.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * Serves `GET /metrics` where the configuration says (decision 0041): on a port of its own
 * (`METRICS_PORT` on `METRICS_HOST`, started with the app, closed with it; the token is asked
 * there too when set), or on the main port behind the bearer token. With neither, nothing is
 * registered and `/metrics` is an unknown path like any other.
 */
export function serveMetrics(
  app: FastifyInstance,
  metrics: Metrics,
  config: MetricsConfig | null,
): void {
  let server: Server | null = null;
  app.decorate('metricsAddress', () => (server?.address() as AddressInfo | null) ?? null);
  if (!config) return;
  const { token } = config;
  if (config.port === null) {
    if (token === null) return;
    app.get(
      METRICS_PATH,
      { schema: { hide: true }, exposeHeadRoute: false },
      async (request, reply) => {
        if (!bearerMatches(request.headers.authorization, token)) {
          return sendError(request, reply, ErrorCode.UNAUTHORIZED, undefined, {
            'www-authenticate': 'Bearer',
          });
        }
        return reply
          .header('cache-control', 'no-store')
          .type(metrics.contentType)
          .send(await metrics.text());
      },
    );
    return;
  }

  const port = config.port;
  const separate = createServer((request, response) => {
    void answer(request, response, metrics, token).catch((error: unknown) => {
      app.log.error({ err: error }, 'metrics scrape failed');
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  server = separate;
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      separate.once('error', reject);
      separate.listen(port, config.host, () => {
        separate.off('error', reject);
        resolve();
      });
    });
    const address = separate.address() as AddressInfo;
    app.log.info({ host: address.address, port: address.port }, 'metrics served');
  });
  app.addHook('onClose', async () => {
    if (!separate.listening) return;
    separate.closeAllConnections();
    await new Promise<void>((resolve) => separate.close(() => resolve()));
  });
}

/** The separate port: `GET /metrics` (with the token when one is set), 404 for anything else. */
async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  metrics: Metrics,
  token: string | null,
): Promise<void> {
  const path = (request.url ?? '/').split('?')[0];
  if (path !== METRICS_PATH || (request.method !== 'GET' && request.method !== 'HEAD')) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found\n');
    return;
  }
  if (token !== null && !bearerMatches(request.headers.authorization, token)) {
    response
      .writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer' })
      .end('unauthorized\n');
    return;
  }
  const body = await metrics.text();
  response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : body);
}
