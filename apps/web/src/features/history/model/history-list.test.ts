import { describe, expect, it } from 'vitest';
import { withoutRooms, type HistoryPage } from '@/features/chat';
import { makeRoomItem } from '@test/factories';
import { historyRooms, historyTotal, nextHistoryPage } from './history-list';

const page = (ids: number[], totalCount: number, index = 0): HistoryPage => ({
  page: index,
  size: ids.length,
  totalCount,
  list: ids.map((chatRoomId) => makeRoomItem({ chatRoomId })),
});

describe('history pages', () => {
  it('lists every loaded room once, newest first', () => {
    const data = { pages: [page([9, 8], 4), page([8, 7], 4, 1)], pageParams: [0, 1] };
    expect(historyRooms(data).map((r) => r.chatRoomId)).toEqual([9, 8, 7]);
    expect(historyTotal(data)).toBe(4);
    expect(historyRooms(undefined)).toEqual([]);
  });

  it('asks for the next page while fewer rooms are loaded than the total', () => {
    const first = page([12, 11, 10, 9, 8, 7, 6, 5, 4, 3], 12);
    expect(nextHistoryPage(first, [first])).toBe(1);
    const second = page([2, 1], 12, 1);
    expect(nextHistoryPage(second, [first, second])).toBeUndefined();
    expect(nextHistoryPage(page([], 12, 2), [first, page([], 12, 2)])).toBeUndefined();
  });

  it('removes rooms from every page and lowers the total by what was there', () => {
    const data = { pages: [page([9, 8], 3), page([7], 3, 1)], pageParams: [0, 1] };
    const after = withoutRooms(data, new Set([8, 7, 100]));
    expect(historyRooms(after).map((r) => r.chatRoomId)).toEqual([9]);
    expect(after.pages.map((p) => p.totalCount)).toEqual([1, 1]);
  });
});
