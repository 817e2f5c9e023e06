import type { z } from 'zod';
import type { ErrorCodeValue } from './errors';

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
  errors?: readonly ErrorCodeValue[];
  /** The success envelope's Korean `message` (default `요청이 처리되었어요.`). */
  message?: string;
}

export function defineEndpoint<const T extends EndpointDef>(def: T): T {
  return def;
}

/**
 * A long-lived stream endpoint (server-sent events). Kept apart from the REST `endpoints` (the
 * web's `apiCall` cannot call it); the server registers its route from this and documents it.
 */
export interface StreamEndpointDef {
  method: 'GET';
  path: string;
  auth: Exclude<AuthLevel, 'public'>;
  summary: string;
  description: string;
  tag: string;
  /** Error codes answered as JSON instead of a stream. */
  errors: readonly ErrorCodeValue[];
}

export function defineStreamEndpoint<const T extends StreamEndpointDef>(def: T): T {
  return def;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;

/** The `data` type an endpoint returns. */
export type DataOf<E extends EndpointDef> = E['data'] extends z.ZodType
  ? z.infer<E['data']>
  : undefined;
/** The body an endpoint accepts, as the client writes it. */
export type BodyOf<E extends EndpointDef> = Input<E['body']>;
export type QueryOf<E extends EndpointDef> = Input<E['query']>;
export type ParamsOf<E extends EndpointDef> = Input<E['params']>;
/** The body after validation (server side). */
export type ParsedBodyOf<E extends EndpointDef> = Infer<E['body']>;
