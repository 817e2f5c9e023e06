import { RECONNECT_DELAYS_MS, RECONNECT_JITTER_RATIO } from './constants';

export { HEARTBEAT_TIMEOUT_MS, RECONNECT_DELAYS_MS, RECONNECT_JITTER_RATIO } from './constants';

/**
 * The wait before reconnect attempt `attempt` (0 = the first retry after a failure):
 * `base × (1 + 0.2 × random)`, `random` in [0, 1).
 */
export function reconnectDelay(
  attempt: number,
  random: () => number = Math.random,
  delays: readonly number[] = RECONNECT_DELAYS_MS,
): number {
  const base = delays[Math.min(Math.max(attempt, 0), delays.length - 1)] ?? 0;
  return Math.round(base * (1 + RECONNECT_JITTER_RATIO * random()));
}
