import type { Clock } from '../clock';
import { AppError } from '../errors';

export interface AttemptRule {
  /** Attempts allowed per window. */
  max: number;
  windowMs: number;
}

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/**
 * Counts attempts per key in fixed windows that open at a key's first attempt (the shape of
 * Redis `INCR` + `PEXPIRE NX` + `PTTL`, so a Redis store can stand in for the in-memory one).
 * Keys name who is counted, e.g. `couple-link:42` (a member id, not an IP).
 */
export interface AttemptLimiter {
  hit(key: string, rule: AttemptRule): Promise<AttemptVerdict>;
}

/** 42900 with `Retry-After` (whole seconds, at least 1) when the verdict is "no". */
export async function consumeAttempt(
  limiter: AttemptLimiter,
  key: string,
  rule: AttemptRule,
): Promise<void> {
  const verdict = await limiter.hit(key, rule);
  if (verdict.allowed) return;
  const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
  throw new AppError('TOO_MANY_REQUESTS', undefined, {
    headers: { 'retry-after': String(seconds) },
  });
}

interface Window {
  count: number;
  resetAt: number;
}

/** One process's counters. Right for a single instance; with REDIS_URL a shared store replaces it. */
export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly now: Clock,
    private readonly maxKeys = 100_000,
  ) {}

  hit(key: string, rule: AttemptRule): Promise<AttemptVerdict> {
    const nowMs = this.now().getTime();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= nowMs) {
      if (this.windows.size >= this.maxKeys) this.sweep(nowMs);
      window = { count: 0, resetAt: nowMs + rule.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve(
      window.count <= rule.max
        ? { allowed: true }
        : { allowed: false, retryAfterMs: window.resetAt - nowMs },
    );
  }

  private sweep(nowMs: number): void {
    for (const [key, window] of this.windows) if (window.resetAt <= nowMs) this.windows.delete(key);
    // Still full of live windows: drop the oldest half rather than grow without bound.
    if (this.windows.size >= this.maxKeys) {
      let drop = Math.floor(this.maxKeys / 2);
      for (const key of this.windows.keys()) {
        if (drop-- <= 0) break;
        this.windows.delete(key);
      }
    }
  }
}
