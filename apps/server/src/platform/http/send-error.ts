import { errorMessages, httpStatusOf, type ErrorCodeValue } from '@dama/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Answers with the error envelope of CONTRACT 2 (never cached: `no-store`). */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCodeValue,
  message: string = errorMessages[code],
  headers: Record<string, string> = {},
) {
  return reply
    .code(httpStatusOf(code))
    .header('cache-control', 'no-store')
    .headers(headers)
    .type('application/json; charset=utf-8')
    .send({ requestId: request.id, success: false, code, message });
}
