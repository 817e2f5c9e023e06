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
  /** The handler returns `data` already encoded as JSON text (a combined read's parts). */
  encoded?: boolean;
}

export type Handler<E extends EndpointDef> = (ctx: HandlerContext<E>) => Promise<DataOf<E>>;

/**
 * A member's read (GET, no path params or query) as a combined read runs it (combined-read.ts):
 * the endpoint's auth level past the token, its read cache, its handler; resolves with its
 * `data` as JSON text, or throws what the endpoint would have answered.
 */
export type MemberRead = (
  principal: Principal,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<string>;
const memberReads = new WeakMap<FastifyInstance, Map<EndpointDef, MemberRead>>();

/** The registered read of `endpoint` on `app`; throws when it has none. */
export function memberReadOf(app: FastifyInstance, endpoint: EndpointDef): MemberRead {
  const read = memberReads.get(app)?.get(endpoint);
  if (!read) throw new Error(`no member read registered for ${endpoint.method} ${endpoint.path}`);
  return read;
}

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
  const runHandler = (request: FastifyRequest, reply: FastifyReply, principal: Principal | null) =>
    handler({
      body: request.body,
      query: request.query,
      params: request.params,
      principal,
      request,
      reply,
    } as HandlerContext<E>);
  const cachedRead = (
    request: FastifyRequest,
    reply: FastifyReply,
    principal: Principal,
    key: string,
  ) =>
    cachedData(
      app.readCache,
      principal,
      key,
      endpoint.data as z.ZodType,
      () => runHandler(request, reply, principal),
      extras.cache ?? {},
    );

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
      const principal = request.principal;
      if ((extras.cache || extras.encoded) && principal && endpoint.data) {
        const json = extras.cache
          ? await cachedRead(request, reply, principal, readKey(request))
          : ((await runHandler(request, reply, principal)) as string);
        void reply.type('application/json; charset=utf-8');
        return `{"requestId":${JSON.stringify(request.id)},"success":true,"message":${JSON.stringify(message)},"data":${json}}`;
      }
      const run = () => runHandler(request, reply, principal);
      const data =
        principal && endpoint.method !== 'GET'
          ? await app.readCache.afterWrite(principal.memberId, run)
          : await run();
      const envelope = { requestId: request.id, success: true as const, message };
      return endpoint.data ? { ...envelope, data } : envelope;
    },
  };
  app.route(options);

  if (
    guarded &&
    endpoint.method === 'GET' &&
    endpoint.data &&
    !endpoint.params &&
    !endpoint.query
  ) {
    // As its own route would answer for `principal`, past the token: the key is the one its own
    // requests use (no query, no params), so both ways share the read cache.
    const key = readKeyOf(`/api${endpoint.path}`, {}, {});
    const read: MemberRead = async (principal, request, reply) => {
      if (endpoint.auth === 'couple') await app.authGuard.requirePartner(principal);
      if (extras.cache) return cachedRead(request, reply, principal, key);
      return JSON.stringify(
        z.encode(endpoint.data as z.ZodType, await runHandler(request, reply, principal)),
      );
    };
    const reads = memberReads.get(app) ?? new Map<EndpointDef, MemberRead>();
    memberReads.set(app, reads.set(endpoint, read));
  }
}

/** A read's cache key: its route, its query and its path params. */
function readKeyOf(url: string, query: unknown, params: unknown): string {
  return `${url}?${JSON.stringify(query ?? null)}:${JSON.stringify(params ?? null)}`;
}
const readKey = (request: FastifyRequest) =>
  readKeyOf(request.routeOptions.url ?? '', request.query, request.params);

/**
 * A cached read: the `data` encoded (and checked) by the endpoint's schema once, then served as
 * JSON text, keyed by the endpoint, its query and its path params.
 */
async function cachedData(
  cache: ReadCache,
  principal: Principal,
  key: string,
  schema: z.ZodType,
  run: () => Promise<unknown>,
  options: NonNullable<RouteExtras['cache']>,
): Promise<string> {
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
