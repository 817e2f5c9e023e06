import {
  DEFAULT_SUCCESS_MESSAGE,
  EmptySuccessEnvelope,
  ErrorEnvelope,
  successEnvelope,
  type DataOf,
  type EndpointDef,
} from '@dama/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import type { AuthGuard, Principal } from '../auth/guard';
import type { ReadCache } from '../cache';

declare module 'fastify' {
  interface FastifyInstance {
    authGuard: AuthGuard;
    readCache: ReadCache;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

export interface HandlerContext<E extends EndpointDef> {
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  params: Parsed<E['params']>;
  /** The caller; present on every member/couple route. */
  principal: E['auth'] extends 'public' ? null : Principal;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteExtras {
  /** Per-route rate limit, per IP. */
  rateLimit?: { max: number; timeWindow: number | string };
  /** Runs first for every request (before validation and authentication), e.g. a shared limit. */
  onRequest?: (request: FastifyRequest) => Promise<void>;
  /**
   * A member's read served from the read cache (decision 0031): the encoded `data` is kept per
   * member, query and path params until a write drops it. `keep` refuses a value that must not
   * be kept (one a clock or a background task is about to change).
   */
  cache?: { keep?: (data: never) => boolean };
}

export type Handler<E extends EndpointDef> = (ctx: HandlerContext<E>) => Promise<DataOf<E>>;

export const BEARER_SCHEME = 'bearerAuth';

/**
 * Registers one contract endpoint: method and `/api` path, zod schemas for validation,
 * serialisation and the OpenAPI document, the auth level, and the success envelope around what
 * the handler returns.
 */
export function registerEndpoint<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  extras: RouteExtras = {},
): void {
  const message = endpoint.message ?? DEFAULT_SUCCESS_MESSAGE;
  const guarded = endpoint.auth !== 'public';

  const options: RouteOptions = {
    method: endpoint.method,
    url: `/api${endpoint.path}`,
    schema: {
      summary: endpoint.summary,
      ...(endpoint.errors?.length
        ? { description: `오류 코드: ${endpoint.errors.join(', ')}` }
        : {}),
      tags: [endpoint.tag],
      ...(guarded ? { security: [{ [BEARER_SCHEME]: [] }] } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      response: {
        200: endpoint.data ? successEnvelope(endpoint.data) : EmptySuccessEnvelope,
        '4xx': ErrorEnvelope,
        '5xx': ErrorEnvelope,
      },
    },
    ...(extras.rateLimit ? { config: { rateLimit: extras.rateLimit } } : {}),
    ...(guarded || extras.onRequest
      ? {
          onRequest: async (request: FastifyRequest) => {
            if (extras.onRequest) await extras.onRequest(request);
            if (!guarded) return;
            const principal = await app.authGuard.authenticate(request);
            if (endpoint.auth === 'couple') await app.authGuard.requirePartner(principal);
            request.principal = principal;
          },
        }
      : {}),
    handler: async (request, reply) => {
      const run = () =>
        handler({
          body: request.body,
          query: request.query,
          params: request.params,
          principal: request.principal,
          request,
          reply,
        } as HandlerContext<E>);
      const principal = request.principal;
      if (extras.cache && principal && endpoint.data) {
        const json = await cachedData(
          app.readCache,
          principal,
          request,
          endpoint.data,
          run,
          extras.cache,
        );
        void reply.type('application/json; charset=utf-8');
        return `{"requestId":${JSON.stringify(request.id)},"success":true,"message":${JSON.stringify(message)},"data":${json}}`;
      }
      const data =
        principal && endpoint.method !== 'GET'
          ? await app.readCache.afterWrite(principal.memberId, run)
          : await run();
      const envelope = { requestId: request.id, success: true as const, message };
      return endpoint.data ? { ...envelope, data } : envelope;
    },
  };
  app.route(options);
}

/**
 * A cached read: the `data` encoded (and checked) by the endpoint's schema once, then served as
 * JSON text, keyed by the endpoint, its query and its path params.
 */
async function cachedData(
  cache: ReadCache,
  principal: Principal,
  request: FastifyRequest,
  schema: z.ZodType,
  run: () => Promise<unknown>,
  options: NonNullable<RouteExtras['cache']>,
): Promise<string> {
  const key = `${request.routeOptions.url ?? ''}?${JSON.stringify(request.query ?? null)}:${JSON.stringify(request.params ?? null)}`;
  const keep = options.keep as ((data: unknown) => boolean) | undefined;
  const { json } = await cache.read(
    principal.memberId,
    key,
    async () => {
      const data = await run();
      return { json: JSON.stringify(z.encode(schema, data)), stable: keep ? keep(data) : true };
    },
    (loaded) => loaded.stable,
  );
  return json;
}
