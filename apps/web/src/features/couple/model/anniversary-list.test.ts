import { describe, expect, it } from 'vitest';
import type { CustomAnniversary } from '@dama/contract';
import { anniversaryRows, daysLeftLabel, whenLabel } from './anniversary-list';

const custom = (over: Partial<CustomAnniversary>): CustomAnniversary => ({
  id: 1,
  title: '기념일',
  date: '2026-01-01',
  repeat: 'ONCE',
  createdAt: '2026-01-01T00:00:00.000+09:00',
  updatedAt: '2026-01-01T00:00:00.000+09:00',
  ...over,
});

describe('anniversaryRows', () => {
  it('lists the milestones with the couple’s own, nearest first; past one-offs apart', () => {
    const rows = anniversaryRows(
      '2026-08-15',
      [
        custom({ id: 1, title: '첫 여행', date: '2026-12-01' }),
        custom({ id: 2, title: '지난 약속', date: '2026-10-01' }),
        custom({ id: 3, title: '더 지난 약속', date: '2026-09-01' }),
        custom({ id: 4, title: '생일', date: '1999-11-22', repeat: 'YEARLY' }),
      ],
      '2026-11-21',
    );
    expect(rows.upcoming.slice(0, 4).map((row) => row.label)).toEqual([
      '100일',
      '생일',
      '첫 여행',
      '200일',
    ]);
    expect(rows.upcoming.filter((row) => row.customId === undefined)).toHaveLength(8);
    expect(rows.past.map((row) => row.title)).toEqual(['지난 약속', '더 지난 약속']);
  });

  it('without a start date lists only the couple’s own', () => {
    const rows = anniversaryRows(null, [custom({ date: '2027-01-01' })], '2026-11-21');
    expect(rows.upcoming.map((row) => row.label)).toEqual(['기념일']);
  });
});

describe('labels', () => {
  it('say today or D-N, and how a yearly one repeats', () => {
    expect(daysLeftLabel(0)).toBe('오늘');
    expect(daysLeftLabel(12)).toBe('D-12');
    expect(whenLabel('2027-05-04', { repeat: 'YEARLY', date: '1999-05-04' })).toBe(
      '2027년 5월 4일 · 매년 5월 4일',
    );
    expect(whenLabel('2026-12-24')).toBe('2026년 12월 24일');
  });
});
