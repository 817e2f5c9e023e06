import type { Env } from './env';

/**
 * What a SIGTERM does before the listener closes (decision 0047): for `drainMs` the instance
 * answers 503 on `GET /api/ready` but keeps serving every request, so a proxy or orchestrator that
 * polls readiness stops sending new requests before the port goes away.
 */
export interface ShutdownConfig {
  drainMs: number;
}

/** SHUTDOWN_DRAIN_MS in production when unset: a readiness poll every 5 s sees it at least once. */
export const DEFAULT_SHUTDOWN_DRAIN_MS = 5000;

/** SHUTDOWN_DRAIN_MS; unset: 5 s in production, none in demo mode and tests (a stop is at once). */
export function shutdownConfig(e: Env, production: boolean): ShutdownConfig {
  return { drainMs: e.SHUTDOWN_DRAIN_MS ?? (production ? DEFAULT_SHUTDOWN_DRAIN_MS : 0) };
}
