import type { OutgoingHttpHeaders } from 'node:http';
import { ErrorEnvelope, streamEndpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import { BEARER_SCHEME } from '../../platform/http/route';
import type { ConnectionHub } from '../../platform/realtime';

/** `Last-Event-ID` as a member event id, or null (absent or not a plain non-negative integer). */
export function parseLastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

const endpoint = streamEndpoints.connectStream;

/** Said to a member (or an address) holding too many open streams already. */
export const TOO_MANY_STREAMS_MESSAGE =
  '열린 실시간 연결이 너무 많아요. 다른 창이나 기기의 앱을 닫고 잠시 후 다시 시도해 주세요.';
const STREAM_RETRY_AFTER_SECONDS = 30;

/** `GET /api/sse/connect` (CONTRACT 5), registered and documented from its contract entry. */
export function registerRealtimeRoutes(app: FastifyInstance, hub: ConnectionHub): void {
  app.route({
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    // No automatic HEAD: it would open a headerless stream that counts toward the capacity.
    exposeHeadRoute: false,
    schema: {
      summary: endpoint.summary,
      description: `${endpoint.description}\n\n오류 코드: ${endpoint.errors.join(', ')}`,
      tags: [endpoint.tag],
      security: [{ [BEARER_SCHEME]: [] }],
      response: {
        200: {
          description: 'Server-sent events',
          content: { 'text/event-stream': { schema: z.string() } },
        },
        '4xx': ErrorEnvelope,
        '5xx': ErrorEnvelope,
      },
    },
    onRequest: async (request) => {
      request.principal = await app.authGuard.authenticate(request);
    },
    handler: async (request, reply) => {
      const principal = request.principal;
      if (!principal) throw new AppError('UNAUTHORIZED');
      if (!hub.canAccept()) throw new AppError('SSE_CONNECTION_ERROR');
      // One Redis round trip when the caps are counted across instances.
      const lease = await hub.claimShare(principal.memberId, request.ip);
      if (typeof lease === 'string') {
        void reply.header('retry-after', String(STREAM_RETRY_AFTER_SECONDS));
        throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_STREAMS_MESSAGE);
      }
      // Shutdown (or the last slot taken) while the share was being claimed.
      if (!hub.canAccept()) {
        lease.release();
        throw new AppError('SSE_CONNECTION_ERROR');
      }
      const lastEventId = parseLastEventId(request.headers['last-event-id']);

      // Headers set by hooks (request id, helmet, rate-limit) are not sent by reply.raw on
      // its own: copy them, then add the stream's own.
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) headers[name] = value;
      }
      headers['content-type'] = 'text/event-stream; charset=utf-8';
      headers['cache-control'] = 'no-cache';
      headers['x-accel-buffering'] = 'no';

      reply.hijack();
      reply.raw.writeHead(200, headers);
      hub.attach(principal, reply.raw, lastEventId, request.ip, lease);
    },
  });
}
