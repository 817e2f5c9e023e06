import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** public: no token; member: access token; couple: access token and a linked partner. */
export type AuthLevel = 'public' | 'member' | 'couple';

/**
 * One endpoint of the wire contract. `path` is relative to `/api` and uses `:name` for path
 * params. `data` is the schema of the success envelope's `data` (null when the endpoint
 * returns none). The server registers routes from these, the OpenAPI document is generated from
 * them and the web client is typed from them.
 */
export interface EndpointDef {
  method: HttpMethod;
  path: string;
  auth: AuthLevel;
  summary: string;
  tag: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  data: z.ZodType | null;
  /** Error codes this endpoint documents (besides 40000/40100/50000 that any may return). */
  errors?: readonly number[];
}

export function defineEndpoint<const T extends EndpointDef>(def: T): T {
  return def;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;

/** The `data` type an endpoint returns. */
export type DataOf<E extends EndpointDef> = E['data'] extends z.ZodType ? z.infer<E['data']> : undefined;
/** The body an endpoint accepts, as the client writes it. */
export type BodyOf<E extends EndpointDef> = Input<E['body']>;
export type QueryOf<E extends EndpointDef> = Input<E['query']>;
export type ParamsOf<E extends EndpointDef> = Input<E['params']>;
/** The body after validation (server side). */
export type ParsedBodyOf<E extends EndpointDef> = Infer<E['body']>;
