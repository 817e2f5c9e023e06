import type { Redis } from 'ioredis';
import type { Clock } from '../clock';
import {
  MemoryAttemptLimiter,
  type AttemptLimiter,
  type AttemptRule,
  type AttemptVerdict,
} from './attempt-limiter';

/**
 * The same fixed window as the in-memory limiter, kept in a Redis hash so every instance counts
 * together: `r` = when the window resets (the app's clock, so moved clocks behave alike), `c` =
 * attempts in it. The key expires with its window.
 */
const HIT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local reset = tonumber(redis.call('HGET', KEYS[1], 'r') or '0')
local count
if reset <= now then
  reset = now + window
  count = 1
  redis.call('HSET', KEYS[1], 'c', 1, 'r', reset)
else
  count = redis.call('HINCRBY', KEYS[1], 'c', 1)
end
redis.call('PEXPIRE', KEYS[1], reset - now)
return {count, reset - now}
`;

export interface LimiterLog {
  warn(obj: object, msg: string): void;
}

/**
 * With Redis unreachable an attempt is counted in this process instead (and a warning logged,
 * at most once a minute): a Redis outage must not turn the guarded feature into a 50000, and
 * each instance still holds its own share of the limit meanwhile (decision 0077).
 */
export class RedisAttemptLimiter implements AttemptLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly now: Clock,
    private readonly log: LimiterLog = { warn: () => undefined },
  ) {
    this.fallback = new MemoryAttemptLimiter(now);
  }

  private readonly fallback: MemoryAttemptLimiter;
  private warnedAt = Number.NEGATIVE_INFINITY;

  async hit(key: string, rule: AttemptRule): Promise<AttemptVerdict> {
    let result: [number, number];
    try {
      result = (await this.redis.eval(
        HIT,
        1,
        this.prefix + key,
        this.now().getTime(),
        rule.windowMs,
      )) as [number, number];
    } catch (error) {
      const e = error as { name?: unknown; code?: unknown };
      if (Date.now() - this.warnedAt >= 60_000) {
        this.warnedAt = Date.now();
        this.log.warn(
          { err: { type: String(e.name), code: e.code }, key: key.split(':')[0] },
          'attempt limiter: Redis unavailable, attempts counted on this instance',
        );
      }
      return this.fallback.hit(key, rule);
    }
    const [count, remainingMs] = result;
    return count <= rule.max ? { allowed: true } : { allowed: false, retryAfterMs: remainingMs };
  }
}
