import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/** Paths pino blanks out: credentials and tokens never reach the logs. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'authorization',
  'cookie',
  '*.idToken',
  '*.accessToken',
  '*.refreshToken',
  '*.authorizationCode',
  '*.token',
  '*.password',
  '*.secret',
  'idToken',
  'accessToken',
  'refreshToken',
  'authorizationCode',
];

export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
