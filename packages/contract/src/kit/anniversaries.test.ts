import { describe, expect, it } from 'vitest';
import {
  addDays,
  milestoneOn,
  nextMilestone,
  nextOccurrence,
  occursOn,
  sameDayIn,
  startsWithMilestoneOn,
  upcomingAnniversaries,
  upcomingMilestones,
} from './anniversaries';
import { dDayCount } from './time';

describe('the 100-day steps', () => {
  it('count the start day as day 1, so D+100 is 99 days after the start', () => {
    expect(nextMilestone('2025-01-01', '2025-01-01')).toMatchObject({
      label: '100일',
      date: '2025-04-10',
      daysLeft: 99,
    });
    expect(dDayCount('2025-01-01', '2025-04-10')).toBe(100);
    expect(milestoneOn('2025-01-01', '2025-04-10')).toEqual({ days: 100 });
    expect(milestoneOn('2025-01-01', '2025-04-09')).toBeNull();
  });

  it('say today on the day and move to the next hundred the day after', () => {
    expect(nextMilestone('2025-01-01', '2025-04-10')).toMatchObject({
      label: '100일',
      daysLeft: 0,
    });
    expect(nextMilestone('2025-01-01', '2025-04-11')?.label).toBe('200일');
  });

  it('stop at D+1000; after it only the yearly ones come', () => {
    const start = '2024-01-01';
    const d1000 = addDays(start, 999);
    expect(milestoneOn(start, d1000)).toEqual({ days: 1000 });
    expect(milestoneOn(start, addDays(start, 1099))).toBeNull();
    expect(nextMilestone(start, addDays(d1000, 1))).toMatchObject({ label: '3주년' });
    const labels = upcomingMilestones(start, start, 14).map((m) => m.label);
    expect(labels).toEqual([
      '100일',
      '200일',
      '300일',
      '1주년',
      '400일',
      '500일',
      '600일',
      '700일',
      '2주년',
      '800일',
      '900일',
      '1000일',
      '3주년',
      '4주년',
    ]);
  });

  it('prefer a yearly anniversary that comes before the next hundred', () => {
    expect(nextMilestone('2024-03-01', '2025-02-20')).toMatchObject({
      label: '1주년',
      date: '2025-03-01',
      daysLeft: 9,
      milestone: { days: 366, years: 1 },
    });
  });

  it('are nothing before the start day', () => {
    expect(nextMilestone('2025-05-02', '2025-05-01')).toBeNull();
    expect(milestoneOn('2025-05-02', '2025-05-01')).toBeNull();
  });
});

describe('29 February (decision 0069)', () => {
  it('falls on 28 February in a year without one, on the 29th in a leap year', () => {
    expect(sameDayIn('2024-02-29', 2025)).toBe('2025-02-28');
    expect(sameDayIn('2024-02-29', 2028)).toBe('2028-02-29');
    expect(nextMilestone('2024-02-29', '2025-02-25')).toMatchObject({
      label: '1주년',
      date: '2025-02-28',
    });
    expect(milestoneOn('2024-02-29', '2025-02-28')).toMatchObject({ years: 1 });
    expect(milestoneOn('2024-02-29', '2025-03-01')).toBeNull();
    expect(milestoneOn('2024-02-29', '2028-02-28')).toBeNull();
    expect(milestoneOn('2024-02-29', '2028-02-29')).toMatchObject({ years: 4 });
  });

  it('a couple’s own yearly day on 29 February does the same', () => {
    const custom = { date: '2020-02-29', repeat: 'YEARLY' } as const;
    expect(nextOccurrence(custom, '2026-01-10')).toBe('2026-02-28');
    expect(nextOccurrence(custom, '2027-12-01')).toBe('2028-02-29');
    expect(occursOn(custom, '2026-02-28')).toBe(true);
    expect(occursOn(custom, '2026-03-01')).toBe(false);
  });
});

describe('startsWithMilestoneOn (the reminder job’s lookup)', () => {
  it('finds every start date the forward rule gives, and nothing else', () => {
    for (const day of ['2026-11-22', '2025-02-28', '2028-02-28', '2028-02-29', '2027-03-01']) {
      const found = startsWithMilestoneOn(day);
      for (const [start, milestone] of found) expect(milestoneOn(start, day)).toEqual(milestone);
      // Every start in the 40 years before `day` with a milestone on it is found.
      for (let back = 0; back < 366 * 40; back++) {
        const start = addDays(day, -back);
        if (milestoneOn(start, day)) expect(found.has(start), `${start} → ${day}`).toBe(true);
      }
    }
  });

  it('knows the steps and the years', () => {
    const found = startsWithMilestoneOn('2026-11-22');
    expect(found.get('2026-08-15')).toEqual({ days: 100 });
    expect(found.get('2025-11-22')).toEqual({ days: 366, years: 1 });
    expect(startsWithMilestoneOn('2025-02-28').get('2024-02-29')).toMatchObject({ years: 1 });
  });
});

describe('the couple’s own anniversaries', () => {
  it('a yearly one comes back every year, a one-off only on its date', () => {
    expect(nextOccurrence({ date: '1998-05-04', repeat: 'YEARLY' }, '2026-11-27')).toBe(
      '2027-05-04',
    );
    expect(nextOccurrence({ date: '1998-11-27', repeat: 'YEARLY' }, '2026-11-27')).toBe(
      '2026-11-27',
    );
    expect(nextOccurrence({ date: '2027-01-10', repeat: 'ONCE' }, '2026-11-27')).toBe('2027-01-10');
    expect(nextOccurrence({ date: '2026-11-26', repeat: 'ONCE' }, '2026-11-27')).toBeNull();
    // A yearly one set in the future starts on its date.
    expect(nextOccurrence({ date: '2027-06-01', repeat: 'YEARLY' }, '2026-11-27')).toBe(
      '2027-06-01',
    );
  });

  it('sit among the milestones, nearest first, past one-offs left out', () => {
    const list = upcomingAnniversaries(
      '2026-08-15',
      [
        { id: 2, title: '첫 여행', date: '2026-12-01', repeat: 'ONCE' },
        { id: 3, title: '지난 약속', date: '2026-11-01', repeat: 'ONCE' },
        { id: 4, title: '민지 생일', date: '1999-11-22', repeat: 'YEARLY' },
      ],
      '2026-11-21',
      2,
    );
    expect(list.map((a) => [a.label, a.daysLeft])).toEqual([
      ['100일', 1],
      ['민지 생일', 1],
      ['첫 여행', 10],
      ['200일', 101],
    ]);
    expect(list[1]).toMatchObject({ key: 'c4', customId: 4, date: '2026-11-22' });
  });

  it('without a start date only the couple’s own are listed', () => {
    const list = upcomingAnniversaries(
      null,
      [{ id: 1, title: '생일', date: '2000-01-02', repeat: 'YEARLY' }],
      '2026-11-21',
    );
    expect(list.map((a) => a.date)).toEqual(['2027-01-02']);
  });
});
