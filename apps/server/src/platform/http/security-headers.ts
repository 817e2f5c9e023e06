import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with these options, worked out once. Helmet's options are static here
 * (no per-request nonce), so every response carries the same set: computing it per request, as
 * @fastify/helmet does (it builds helmet's middleware and parses the CSP on each request), cost
 * about 8 % of the server's CPU on a cached read (profiled in decision 0032).
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const failures: Error[] = [];
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error) => {
    if (error)
      failures.push(error instanceof Error ? error : new Error('helmet refused its options'));
  });
  if (failures[0]) throw failures[0];
  return Object.freeze(headers);
}
