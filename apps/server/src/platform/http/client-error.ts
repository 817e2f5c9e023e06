import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ErrorCode, errorMessages, httpStatusOf, type ErrorCodeValue } from '@dama/contract';
import type { ConnectionError, FastifyInstance } from 'fastify';

export const MALFORMED_REQUEST_MESSAGE = '요청 형식이 올바르지 않아요.';

/** The contract code for an error Node's HTTP parser raised before Fastify saw a request. */
export function clientErrorCode(error: Pick<ConnectionError, 'code'>): {
  code: ErrorCodeValue;
  message: string;
} {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { code: ErrorCode.REQUEST_HEADER_FIELDS_TOO_LARGE, message: errorMessages[43100] };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { code: ErrorCode.REQUEST_TIMEOUT, message: errorMessages[40800] };
    default:
      // A bad request line, an unknown method, an invalid header, a broken chunk...
      return { code: ErrorCode.BAD_REQUEST, message: MALFORMED_REQUEST_MESSAGE };
  }
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the bytes (before routing, so no
 * hook or error handler runs). Answers like any other error (the envelope, `X-Request-Id` equal to
 * its `requestId`, `no-store`) and closes the connection. Only the parser's code is logged: the
 * error carries the raw bytes, headers and tokens included.
 */
export function writeClientError(
  this: FastifyInstance,
  error: ConnectionError,
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { code, message } = clientErrorCode(error);
  this.log.debug({ code: error.code }, 'malformed request');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const requestId = randomUUID();
  const body = JSON.stringify({ requestId, success: false, code, message });
  const status = httpStatusOf(code);
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      `X-Request-Id: ${requestId}`,
      'Cache-Control: no-store',
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
