import { ErrorCode, errorMessages, type ErrorCodeValue } from '@dama/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailable } from '../db/unavailable';
import { AppError } from '../errors';
import { routerPath } from './api-path';
import { refuseWhileClosing } from './closing';
import { sendError } from './send-error';
import { describeIssue } from './validation-messages';

const BODY_LABEL: Record<string, string> = {
  body: '요청 본문',
  querystring: '쿼리',
  params: '경로',
  headers: '헤더',
};

/** `Retry-After` (seconds) on a 503 while the database is unavailable (decision 0077). */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** Maps an error to the contract's code and a message that is safe to show. */
function classify(error: FastifyError | AppError | Error): {
  code: ErrorCodeValue;
  message?: string;
  headers?: Record<string, string>;
  quiet?: boolean;
} | null {
  if (error instanceof AppError)
    return { code: error.code, message: error.message, headers: error.headers, quiet: error.quiet };
  // The database is stopped, restarting, unreachable or out of disk: a clear, fast refusal the
  // client retries, not a 500 (decision 0077). The outage is logged once, by the database watch.
  if (databaseUnavailable(error) !== null) {
    return {
      code: ErrorCode.SERVICE_UNAVAILABLE,
      headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_S) },
      quiet: true,
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    const path = issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ?? '';
    const where = (error as { validationContext?: string }).validationContext ?? 'body';
    const message = path
      ? describeIssue(path, issue?.message ?? errorMessages[40000])
      : `${BODY_LABEL[where] ?? '요청'} 값이 필요해요.`;
    return { code: ErrorCode.BAD_REQUEST, message };
  }
  const fastifyError = error as FastifyError;
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: ErrorCode.PAYLOAD_TOO_LARGE };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        code: ErrorCode.BAD_REQUEST,
        message: '요청 본문은 JSON(application/json)이어야 해요.',
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: ErrorCode.BAD_REQUEST, message: '요청 본문이 올바른 JSON이 아니에요.' };
    default:
      break;
  }
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return { code: ErrorCode.BAD_REQUEST, message: '요청 본문이 올바른 JSON이 아니에요.' };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 404) return { code: ErrorCode.NOT_FOUND };
    if (status === 405) return { code: ErrorCode.METHOD_NOT_ALLOWED };
    if (status === 413) return { code: ErrorCode.PAYLOAD_TOO_LARGE };
    if (status === 429) return { code: ErrorCode.TOO_MANY_REQUESTS };
    return { code: ErrorCode.BAD_REQUEST };
  }
  return null;
}

export type WebFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface NotFoundOptions {
  /** Matches `/api` paths registered for some other method (→ 405). */
  allowedMethods: (path: string) => string[];
  /** Handles non-/api GET and HEAD (SPA fallback); null when no web app is served. */
  webFallback: () => WebFallback | null;
}

export function installErrorHandling(app: FastifyInstance, notFound: NotFoundOptions): void {
  refuseWhileClosing(app);
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const known = classify(error);
    if (known) {
      if (known.code >= 50000 && !known.quiet) {
        request.log.error({ err: error, reqId: request.id }, 'request failed');
      } else {
        request.log.debug({ code: known.code }, 'request rejected');
      }
      return sendError(request, reply, known.code, known.message, known.headers);
    }
    request.log.error({ err: error, reqId: request.id }, 'unexpected error');
    return sendError(request, reply, ErrorCode.INTERNAL_SERVER_ERROR);
  });

  // Counted by the API rate limit's onRequest hook like any API route (api-rate-limit.ts).
  app.setNotFoundHandler(async (request, reply) => {
    const path = routerPath(request.url);
    const isApi = path === '/api' || path.startsWith('/api/');
    if (isApi) {
      const allowed = notFound.allowedMethods(path);
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        return sendError(request, reply, ErrorCode.METHOD_NOT_ALLOWED, undefined, {
          allow: allowed.join(', '),
        });
      }
      return sendError(request, reply, ErrorCode.NOT_FOUND);
    }
    const fallback = notFound.webFallback();
    if (fallback && (request.method === 'GET' || request.method === 'HEAD')) {
      return fallback(request, reply);
    }
    return sendError(request, reply, ErrorCode.NOT_FOUND);
  });
}

export { sendError };
