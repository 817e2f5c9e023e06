import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff';

describe('reconnectDelay (SPEC 9)', () => {
  it('follows 1 / 2 / 5 / 10 s and repeats the last delay', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([
      1000, 2000, 5000, 10_000, 10_000, 10_000, 10_000,
    ]);
  });

  it('adds at most 20 % jitter', () => {
    for (const base of [1000, 2000, 5000, 10_000]) {
      const attempt = [1000, 2000, 5000, 10_000].indexOf(base);
      expect(reconnectDelay(attempt, () => 0)).toBe(base);
      expect(reconnectDelay(attempt, () => 0.999_999)).toBe(Math.round(base * 1.2));
      for (let i = 0; i < 200; i += 1) {
        const delay = reconnectDelay(attempt);
        expect(delay).toBeGreaterThanOrEqual(base);
        expect(delay).toBeLessThanOrEqual(base * 1.2);
      }
    }
  });
});
