import type { RoomItem } from '@dama/contract';
import { type HistoryPage, type HistoryPages } from '@/features/chat';

/** SPEC 2.3: the history comes in pages of 10. */
export const HISTORY_PAGE_SIZE = 10;

/** Every loaded room once, newest first (a room can repeat when pages shifted between loads). */
export function historyRooms(data: HistoryPages | undefined): RoomItem[] {
  if (!data) return [];
  const seen = new Set<number>();
  const rooms: RoomItem[] = [];
  for (const room of data.pages.flatMap((page) => page.list)) {
    if (seen.has(room.chatRoomId)) continue;
    seen.add(room.chatRoomId);
    rooms.push(room);
  }
  return rooms;
}

/** The next page to load, or undefined when every room is loaded (or the last page was empty). */
export function nextHistoryPage(last: HistoryPage, pages: HistoryPage[]): number | undefined {
  if (last.list.length === 0) return undefined;
  const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
  return loaded < last.totalCount ? pages.length : undefined;
}

/** The total of the newest answer (0 before any). */
export function historyTotal(data: HistoryPages | undefined): number {
  return data?.pages.at(-1)?.totalCount ?? 0;
}
