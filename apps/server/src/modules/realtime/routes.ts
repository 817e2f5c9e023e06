import type { OutgoingHttpHeaders } from 'node:http';
import { ErrorEnvelope, SSE_HEARTBEAT_MS, SSE_PATH, SSE_RETRY_MS, sseEvents } from '@dama/contract';
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

const DESCRIPTION = [
  '실시간 이벤트 스트림(text/event-stream). 토큰이 없거나 유효하지 않으면 스트림 대신 401/40100 JSON,',
  '한 프로세스의 연결 한도를 넘으면 500/50002 JSON을 돌려줘요.',
  '',
  `첫 이벤트는 \`event: connected\` (\`retry: ${SSE_RETRY_MS}\`, 지금까지의 마지막 이벤트 id)이고,`,
  `${SSE_HEARTBEAT_MS / 1000}초마다 \`: ping\` 주석이 와요. 이벤트 id는 회원마다 증가하며,`,
  '`Last-Event-ID` 헤더로 다시 연결하면 그 뒤의 이벤트(최소 2분간 보관)를 먼저 받아요.',
  '로그아웃·세션 폐기·탈퇴 시 스트림이 닫혀요. 종료 시에는 마지막에 `retry:` 줄을 보내요.',
  '',
  `이벤트: ${Object.keys(sseEvents).join(', ')}`,
].join('\n');

/** `GET /api/sse/connect` (CONTRACT 5), documented in the OpenAPI document outside the registry. */
export function registerRealtimeRoutes(app: FastifyInstance, hub: ConnectionHub): void {
  app.route({
    method: 'GET',
    url: `/api${SSE_PATH}`,
    // No automatic HEAD: it would open a headerless stream that counts toward the capacity.
    exposeHeadRoute: false,
    schema: {
      summary: '실시간 이벤트 스트림 연결',
      description: DESCRIPTION,
      tags: ['realtime'],
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
    handler: (request, reply) => {
      const principal = request.principal;
      if (!principal) throw new AppError('UNAUTHORIZED');
      if (!hub.canAccept()) throw new AppError('SSE_CONNECTION_ERROR');
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
      hub.attach(principal, reply.raw, lastEventId);
    },
  });
}
