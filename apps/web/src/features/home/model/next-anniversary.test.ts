import { describe, expect, it } from 'vitest';
import { nextAnniversary } from './next-anniversary';

describe('nextAnniversary', () => {
  it('counts the start day as day 1, so day 100 is 99 days after the start', () => {
    expect(nextAnniversary('2025-01-01', '2025-01-01')).toEqual({
      label: '100일',
      date: '2025-04-10',
      daysLeft: 99,
    });
  });

  it('says today when the hundredth day is today', () => {
    expect(nextAnniversary('2025-01-01', '2025-04-10')).toEqual({
      label: '100일',
      date: '2025-04-10',
      daysLeft: 0,
    });
  });

  it('moves to the next hundred the day after', () => {
    expect(nextAnniversary('2025-01-01', '2025-04-11')?.label).toBe('200일');
  });

  it('prefers a yearly anniversary that comes before the next hundred', () => {
    // 2024-03-01 → 2025-02-20 is day 357; 1주년 (2025-03-01) is 9 days away, 400일 43 days.
    expect(nextAnniversary('2024-03-01', '2025-02-20')).toEqual({
      label: '1주년',
      date: '2025-03-01',
      daysLeft: 9,
    });
  });

  it('celebrates a 29 February start on 1 March in other years', () => {
    expect(nextAnniversary('2024-02-29', '2025-02-25')).toMatchObject({
      label: '1주년',
      date: '2025-03-01',
    });
  });

  it('is null for a start date after today', () => {
    expect(nextAnniversary('2025-05-02', '2025-05-01')).toBeNull();
  });
});
