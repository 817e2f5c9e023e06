import { describe, expect, it } from 'vitest';
import { spreadTtl } from '../src/platform/cache';

describe('spreadTtl', () => {
  it('is between three quarters of the time to live and all of it, never more', () => {
    expect(spreadTtl(15_000, () => 0)).toBe(15_000);
    expect(spreadTtl(15_000, () => 0.5)).toBe(13_125);
    expect(spreadTtl(15_000, () => 0.999_999)).toBe(11_251);
    const spread = Array.from({ length: 1000 }, () => spreadTtl(3000));
    expect(Math.max(...spread)).toBeLessThanOrEqual(3000);
    expect(Math.min(...spread)).toBeGreaterThan(2250);
    expect(new Set(spread).size).toBeGreaterThan(100);
  });
});
