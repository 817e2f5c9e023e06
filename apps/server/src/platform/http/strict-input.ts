import { Readable } from 'node:stream';
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

/** The most a route without a body reads to see that what came is an empty JSON object. */
const EMPTY_BODY_READ_LIMIT = 64;
/** The most logout and withdrawal read (and discard) of a body they ignore. */
const IGNORED_BODY_READ_LIMIT = 64 * 1024;

/**
 * Routes that end a session ignore any body (issue 22): how a logout or a withdrawal was written
 * must never leave the session alive. Listed by route URL (Fastify's, with the API prefix).
 */
const IGNORES_BODY: ReadonlySet<string> = new Set(['POST /api/logout', 'DELETE /api/members']);

/**
 * CONTRACT 1's body format, enforced before the body is parsed (preParsing: after the rate limit
 * and the auth check, before parsing, validation and the handler). On an API route with a body
 * schema the body must be UTF-8 JSON. A route without one takes no body, an empty body or an
 * empty JSON object (`{}`, as native shells send); anything else is 40000 — except logout and
 * withdrawal, which read and discard whatever came. An accepted body is consumed here and the
 * route sees a request without one.
 */
export function registerStrictInput(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!isApiRoute(request) || !declaresBody(request)) return payload;
    // No content coding is decoded here: a gzip or br body would be read as if it were JSON.
    if (!isIdentityCoding(request.headers['content-encoding'])) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    }
    if (request.routeOptions.schema?.body) {
      if (!isUtf8Json(request.headers['content-type'])) {
        throw new AppError('BAD_REQUEST', UTF8_JSON_MESSAGE);
      }
      return payload;
    }
    const ignores = IGNORES_BODY.has(`${request.method} ${request.routeOptions.url ?? ''}`);
    const bytes = await readUpTo(
      payload,
      ignores ? IGNORED_BODY_READ_LIMIT : EMPTY_BODY_READ_LIMIT,
    );
    if (
      !ignores &&
      (bytes === null || !isEmptyJsonObject(bytes, request.headers['content-type']))
    ) {
      throw new AppError('BAD_REQUEST', NO_BODY_MESSAGE);
    }
    if (bytes === null) throw new AppError('BAD_REQUEST', NO_BODY_MESSAGE);
    const { headers } = request.raw;
    delete headers['content-type'];
    delete headers['transfer-encoding'];
    headers['content-length'] = '0';
    return Readable.from([]);
  });
}

/** No `Content-Encoding`, or only `identity` (any case, any spacing). */
function isIdentityCoding(header: string | string[] | undefined): boolean {
  if (header === undefined) return true;
  const codings = (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '');
  return codings.every((coding) => coding === 'identity');
}

/** The stream's bytes, or null once it holds more than `limit`. */
async function readUpTo(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buffer.length;
    if (size > limit) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** White space only, or `{}` with white space, as UTF-8 JSON (or with no content type). */
function isEmptyJsonObject(bytes: Buffer, contentType: string | undefined): boolean {
  const text = bytes.toString('utf8').trim();
  if (text === '') return true;
  if (contentType !== undefined && !isUtf8Json(contentType)) return false;
  return /^\{\s*\}$/.test(text);
}
