import { describe, expect, it } from 'vitest';
import type { NotificationItem } from '@dama/contract';
import { badgeText, bellLabel } from './bell-label';
import { centreItems, groupByDay, nextCentrePage, timeLabel, type CentrePage } from './centre-list';

function item(id: number, createdAt: string, isRead = false): NotificationItem {
  return {
    id,
    kind: 'PARTNER_ANSWERED',
    title: `알림 ${id}`,
    body: '본문',
    link: '/question',
    target: {},
    isRead,
    createdAt,
  };
}

const NOW = new Date('2026-11-27T10:00:00+09:00');

describe('the centre list', () => {
  it('groups by Korean day: 오늘, 어제, M월 D일, and the year for another year', () => {
    const groups = groupByDay(
      [
        item(5, '2026-11-27T09:58:00+09:00'),
        item(4, '2026-11-27T00:10:00+09:00'),
        item(3, '2026-11-26T23:50:00+09:00'),
        item(2, '2026-11-03T12:00:00+09:00'),
        item(1, '2025-12-31T12:00:00+09:00'),
      ],
      NOW,
    );
    expect(groups.map((group) => [group.label, group.items.map((entry) => entry.id)])).toEqual([
      ['오늘', [5, 4]],
      ['어제', [3]],
      ['11월 3일', [2]],
      ['2025년 12월 31일', [1]],
    ]);
  });

  it('uses the Korean day even for a time written in UTC', () => {
    // 2026-11-26T15:30Z is 00:30 on the 27th in Korea.
    expect(groupByDay([item(1, '2026-11-26T15:30:00.000Z')], NOW)[0]?.label).toBe('오늘');
  });

  it('says when: 방금, N분 전, N시간 전 today; the clock time before', () => {
    expect(timeLabel('2026-11-27T09:59:40+09:00', NOW)).toBe('방금');
    expect(timeLabel('2026-11-27T09:45:00+09:00', NOW)).toBe('15분 전');
    expect(timeLabel('2026-11-27T07:10:00+09:00', NOW)).toBe('2시간 전');
    expect(timeLabel('2026-11-26T21:05:00+09:00', NOW)).toBe('오후 9:05');
    expect(timeLabel('2026-11-26T00:30:00+09:00', NOW)).toBe('오전 12:30');
  });

  it('lists every entry once, newest first, and knows the next page', () => {
    const page = (n: number, list: NotificationItem[], total: number): CentrePage => ({
      page: n,
      size: list.length,
      list,
      totalCount: total,
    });
    const first = page(
      0,
      [item(3, '2026-11-27T09:00:00+09:00'), item(2, '2026-11-27T08:00:00+09:00')],
      3,
    );
    // A new entry pushed the second one onto the next page.
    const second = page(
      1,
      [item(2, '2026-11-27T08:00:00+09:00'), item(1, '2026-11-26T08:00:00+09:00')],
      4,
    );
    expect(centreItems({ pages: [first, second], pageParams: [0, 1] }).map((e) => e.id)).toEqual([
      3, 2, 1,
    ]);
    expect(nextCentrePage(first, [first])).toBe(1);
    expect(nextCentrePage(second, [first, second])).toBeUndefined();
    expect(nextCentrePage(page(2, [], 9), [first, second])).toBeUndefined();
  });

  it('caps the badge at 99+ and says the count in the bell name', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(bellLabel(0)).toBe('알림');
    expect(bellLabel(3)).toBe('알림, 읽지 않은 알림 3개');
    expect(bellLabel(120)).toBe('알림, 읽지 않은 알림 99개 넘게');
  });
});
