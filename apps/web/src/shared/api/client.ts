import type {
  BodyOf,
  DataOf,
  EndpointDef,
  Endpoints,
  ErrorCodeName,
  OperationName,
  ParamsOf,
  QueryOf,
} from '@dama/contract';

import type * as Contract from '@dama/contract';
import type * as Http from './http';

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

type ContractModule = typeof Contract;
type HttpModule = typeof Http;
let contract: Promise<ContractModule> | null = null;
let http: Promise<HttpModule> | null = null;

/**
 * The contract (its zod schemas) and the axios layer load on the first call, keeping them out
 * of the initial bundle (DESIGN 15: initial JS for `/` ≤ 130 KB gzip). Types are static.
 */
export function loadContract(): Promise<ContractModule> {
  contract ??= import('@dama/contract');
  return contract;
}

function loadHttp(): Promise<HttpModule> {
  http ??= import('./http');
  return http;
}

interface SchemaLike {
  safeParse(value: unknown): { success: boolean };
}

function requiredParameter(name: string, operation: string): Error {
  return new Error(`Required parameter ${name} was null or undefined when calling ${operation}.`);
}

function isRequired(schema: SchemaLike | undefined): boolean {
  return schema !== undefined && !schema.safeParse(undefined).success;
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
  endpoint: EndpointDef,
  input: ApiInput<K> = {},
): BuiltRequest {
  const params = (input.params ?? {}) as Record<string, unknown>;
  const url = endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (isMissing(value)) throw requiredParameter(name, operation);
    return encodeURIComponent(String(value));
  });

  const querySchema = endpoint.query as { shape: Record<string, SchemaLike> } | undefined;
  const query = input.query as Record<string, unknown> | undefined | null;
  if (querySchema) {
    if ('page' in querySchema.shape && isMissing(query))
      throw requiredParameter('pageable', operation);
    for (const [key, schema] of Object.entries(querySchema.shape)) {
      if (isMissing(query?.[key]) && isRequired(schema)) throw requiredParameter(key, operation);
    }
  }

  const bodySchema = endpoint.body as SchemaLike | undefined;
  if (bodySchema && isMissing(input.body) && isRequired(bodySchema)) {
    throw requiredParameter(`${operation}RequestDto`, operation);
  }

  return {
    method: endpoint.method,
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
  const [{ endpoints }, { send }] = await Promise.all([loadContract(), loadHttp()]);
  const endpoint: EndpointDef = endpoints[operation];
  const request = buildRequest(operation, endpoint, input);
  const data = await send({
    ...request,
    signal: input?.signal,
    auth: endpoint.auth,
    expectedCodes: input?.expectedCodes,
  });
  return data as DataOf<Endpoints[K]>;
}
