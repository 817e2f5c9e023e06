import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { boundedStdout } from './log-stream';

/**
 * Keys whose values never reach the logs: credentials and tokens, wherever they sit in a logged
 * object (top level or nested, in an error's fields too).
 */
export const SECRET_KEYS: ReadonlySet<string> = new Set([
  'authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
  'idToken',
  'accessToken',
  'refreshToken',
  'authorizationCode',
  'token',
  'password',
  'secret',
]);
export const CENSORED = '[redacted]';
/** How deep `censor` looks into nested objects (the logs hold small, flat objects). */
const CENSOR_DEPTH = 4;

function isPlain(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A log object with every secret key's value replaced by `[redacted]`, in plain objects and
 * arrays down to four levels; the object itself is never changed (a changed copy is returned
 * only when something was censored). Objects of a class (a request, a reply, an error) are left
 * to their serializers, whose output is censored in turn.
 *
 * This replaces pino's `redact` paths: with a wildcard path (`*.token`) pino ran its redaction on
 * every value of every line, about 11 % of the server's CPU on a cached read (profiled in
 * decision 0032); this walk costs a few type checks on a request's line.
 */
export function censor<T>(value: T, depth = 0): T {
  if (depth > CENSOR_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item: unknown, index) => {
      const clean = censor(item, depth + 1);
      if (clean !== item) (copy ??= [...(value as unknown[])])[index] = clean;
    });
    return (copy ?? value) as T;
  }
  if (!isPlain(value)) return value;
  let copy: Record<string, unknown> | null = null;
  for (const key in value) {
    const item = value[key];
    const clean = SECRET_KEYS.has(key) && item !== undefined ? CENSORED : censor(item, depth + 1);
    if (clean !== item) (copy ??= { ...value })[key] = clean;
  }
  return (copy ?? value) as T;
}

/** Error fields that carry data, not diagnosis: bound SQL parameters, PostgreSQL's row detail. */
const DROPPED_ERROR_FIELDS = new Set(['params', 'detail']);
const MAX_CAUSE_DEPTH = 8;

/** A message without the `\nparams: …` tail DrizzleQueryError appends (the bound values). */
function withoutParams(text: string): string {
  const at = text.indexOf('\nparams:');
  return at === -1 ? text : text.slice(0, at);
}

/**
 * The `err` serializer: type, message, stack, code-like fields and the `cause` chain, with the
 * bound SQL parameters cut out of every message and stack and the `params` field dropped.
 */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function serializeError(err: unknown, depth = 0): SerializedError {
  // Not an error (a plain object a caller logged under `err`): as is, like pino's own serializer.
  if (!(err instanceof Error)) return err as SerializedError;
  if (depth >= MAX_CAUSE_DEPTH) return { type: err.name, message: '[cause chain cut]', stack: '' };
  const message = withoutParams(err.message);
  let stack = err.stack ?? '';
  // The stack starts with the message: cut the whole original message, even one spanning lines.
  stack = err.message && stack.includes(err.message) ? stack.replace(err.message, message) : stack;
  stack = stack.replace(/\nparams:[\s\S]*?(?=\n {4}at |$)/, '');
  const out: SerializedError = { type: err.constructor.name || err.name, message, stack };
  for (const [key, value] of Object.entries(err)) {
    if (key === 'cause' || key in out || DROPPED_ERROR_FIELDS.has(key)) continue;
    out[key] = typeof value === 'string' ? withoutParams(value) : value;
  }
  if (err.cause !== undefined) out.cause = serializeError(err.cause, depth + 1);
  if (err instanceof AggregateError) {
    out.errors = err.errors.map((e: unknown) => serializeError(e, depth + 1));
  }
  return out;
}

/** A request target without its query: tokens sent as `?access_token=` never reach the logs. */
export function withoutQuery(url: string): string {
  const at = url.search(/[?#]/);
  return at === -1 ? url : url.slice(0, at);
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
}

/** The `req` serializer: Fastify's own fields, with the URL cut before its query. */
export function serializeRequest(req: LoggedRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? withoutQuery(req.url) : req.url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** Log lines held while stdout is slower than the server (LOG_BUFFER_MB's default). */
export const LOG_BUFFER_BYTES = 16 * 1024 * 1024;

/**
 * The logger's options. Standard output by default, written asynchronously: a slow reader of the
 * pipe (a log shipper, a terminal) never blocks the event loop (a synchronous write sleeps until
 * the pipe has room, seen as 100 ms+ stalls under load), and what it cannot take yet waits in a
 * buffer of bounded size that sheds information before warnings (log-stream.ts, decision 0044).
 */
export function loggerOptions(
  level: string,
  stream: DestinationStream = boundedStdout(LOG_BUFFER_BYTES),
): FastifyServerOptions['logger'] {
  return {
    level,
    // A line's secrets, nested included; a child logger's bindings go through the serializers
    // alone (pino gives children no bindings formatter), so those blank every secret key too.
    formatters: { log: (object) => censor(object) },
    serializers: {
      ...Object.fromEntries([...SECRET_KEYS].map((key) => [key, () => CENSORED])),
      err: (err: unknown) => censor(serializeError(err)),
      req: (req: LoggedRequest) => serializeRequest(req),
    },
    stream,
  };
}
