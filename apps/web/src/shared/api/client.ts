import type {
  BodyOf,
  DataOf,
  Endpoints,
  ErrorCodeName,
  OperationName,
  ParamsOf,
  QueryOf,
} from '@dama/contract';

import type * as Http from './http';
import type { EndpointRoute } from './endpoint-routes';
import { earlyReadKey, takeEarlyRead } from './early-reads';
import { ApiError } from './api-error';
import { reportNoAnswer } from '../network/connection';
import { lazyModule } from '../lib/lazy-module';

export { API_BASE_URL, API_TIMEOUT_MS } from './constants';

export interface ApiInput<K extends OperationName> {
  params?: ParamsOf<Endpoints[K]>;
  query?: QueryOf<Endpoints[K]>;
  body?: BodyOf<Endpoints[K]>;
  /** Aborts the request (TanStack Query passes one to every query function). */
  signal?: AbortSignal;
  /** Error codes the caller treats as answers: still thrown, but not reported as failures. */
  expectedCodes?: readonly ErrorCodeName[];
}

type HttpModule = typeof Http;

/**
 * The axios layer and the endpoints' routes load on the first call, keeping them out of the
 * initial bundle (DESIGN 15: initial JS for `/` ≤ 130 KB gzip). The routes are plain data the
 * build took from the contract (decision 0030): no zod schema is loaded to call the API.
 */
const loadHttpModule = lazyModule(() => import('./http'));

function loadHttp(): Promise<HttpModule> {
  return loadHttpModule().catch((error: unknown) => {
    // Offline at the first call the layer cannot load: the call fails as one without an answer
    // (shown failed, with a retry), and the next call loads it again.
    reportNoAnswer();
    throw new ApiError('Network Error', { cause: { code: 'ERR_NETWORK', error } });
  });
}

function requiredParameter(name: string, operation: string): Error {
  return new Error(`Required parameter ${name} was null or undefined when calling ${operation}.`);
}

function isMissing(value: unknown): boolean {
  return value === null || value === undefined;
}

export interface BuiltRequest {
  method: string;
  url: string;
  query?: Record<string, unknown>;
  body?: unknown;
}

/**
 * Builds the URL path and refuses a call missing a required parameter (SPEC 5): path params,
 * `pageable` on paged lists, required query fields and the request body.
 */
export function buildRequest<K extends OperationName>(
  operation: K,
  route: EndpointRoute,
  input: ApiInput<K> = {},
): BuiltRequest {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const url = route.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (isMissing(value)) throw requiredParameter(name, operation);
    return encodeURIComponent(String(value));
  });

  const query = input.query as Record<string, unknown> | undefined | null;
  if (route.paged && isMissing(query)) throw requiredParameter('pageable', operation);
  for (const key of route.requiredQuery) {
    if (isMissing(query?.[key])) throw requiredParameter(key, operation);
  }

  if (route.bodyRequired && isMissing(input.body)) {
    throw requiredParameter(`${operation}RequestDto`, operation);
  }

  return {
    method: route.method,
    url,
    ...(query ? { query } : {}),
    ...(input.body !== undefined ? { body: input.body } : {}),
  };
}

/**
 * Calls a contract operation and returns the success envelope's `data`, typed from the contract.
 * Throws an `ApiError` (see `api-error.ts`); a `success: false` answer counts as an error too. A
 * missing required parameter throws before anything is sent.
 */
export async function apiCall<K extends OperationName>(
  operation: K,
  input?: ApiInput<K>,
): Promise<DataOf<Endpoints[K]>> {
  // A read index.html started for the first screen (decision 0030), taken once.
  const early =
    input?.body === undefined
      ? await takeEarlyRead(earlyReadKey(operation, input?.query))
      : undefined;
  if (early && !input?.signal?.aborted) return early.data as DataOf<Endpoints[K]>;
  const { endpointRoutes, send } = await loadHttp();
  const route: EndpointRoute = endpointRoutes[operation];
  const request = buildRequest(operation, route, input);
  const data = await send({
    ...request,
    signal: input?.signal,
    auth: route.auth,
    expectedCodes: input?.expectedCodes,
  });
  return data as DataOf<Endpoints[K]>;
}
