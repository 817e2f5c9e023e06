import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { isApiRoute } from './api-path';

export const NO_BODY_MESSAGE = '이 요청에는 본문을 보낼 수 없어요.';
export const UTF8_JSON_MESSAGE = '요청 본문은 UTF-8 JSON(application/json)이어야 해요.';

/** Whether the request declares body bytes (RFC 9112 6.3): a chunked body or a length above 0. */
export function declaresBody(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && Number(length) !== 0;
}

/**
 * `application/json`, with no charset or a UTF-8 one (any case, quoted or not). Other parameters
 * mean nothing to JSON and are ignored.
 */
export function isUtf8Json(contentType: string | undefined): boolean {
  if (contentType === undefined) return false;
  const [essence, ...params] = contentType.split(';');
  if (essence?.trim().toLowerCase() !== 'application/json') return false;
  return params.every((param) => {
    const at = param.indexOf('=');
    const name = (at === -1 ? param : param.slice(0, at)).trim().toLowerCase();
    if (name !== 'charset') return true;
    const value = param
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .toLowerCase();
    return value === 'utf-8' || value === 'utf8';
  });
}

/**
 * CONTRACT 1's body format, enforced before a byte of the body is read (preParsing: after the
 * rate limit and the auth check, before parsing, validation and the handler): on an API route
 * without a body schema any body is 40000; on one with a body schema the body must be UTF-8 JSON.
 */
export function registerStrictInput(app: FastifyInstance): void {
  app.addHook('preParsing', (request, _reply, _payload, done) => {
    done(refusal(request));
  });
}

function refusal(request: FastifyRequest): AppError | null {
  if (!isApiRoute(request) || !declaresBody(request)) return null;
  if (!request.routeOptions.schema?.body) return new AppError('BAD_REQUEST', NO_BODY_MESSAGE);
  if (!isUtf8Json(request.headers['content-type'])) {
    return new AppError('BAD_REQUEST', UTF8_JSON_MESSAGE);
  }
  return null;
}
