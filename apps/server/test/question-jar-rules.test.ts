import { describe, expect, it } from 'vitest';
import { jarStreaks } from '../src/modules/question/jar-rules';

describe('the jar streak (decision 0065)', () => {
  it('counts Korean days in a row ending today or yesterday', () => {
    const days = ['2026-11-24', '2026-11-25', '2026-11-26'];
    expect(jarStreaks(days, '2026-11-26')).toEqual({ current: 3, best: 3 });
    expect(jarStreaks(days, '2026-11-27')).toEqual({ current: 3, best: 3 });
    expect(jarStreaks(days, '2026-11-28')).toEqual({ current: 0, best: 3 });
  });

  it('breaks on a missed day, keeps the best run, and crosses months and leap days', () => {
    expect(
      jarStreaks(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-25'], '2026-11-25'),
    ).toEqual({ current: 1, best: 3 });
    expect(jarStreaks(['2028-02-28', '2028-02-29', '2028-03-01'], '2028-03-01')).toEqual({
      current: 3,
      best: 3,
    });
    expect(jarStreaks(['2026-11-30', '2026-12-01', '2026-12-01'], '2026-12-02')).toEqual({
      current: 2,
      best: 2,
    });
    expect(jarStreaks([], '2026-11-27')).toEqual({ current: 0, best: 0 });
  });
});
