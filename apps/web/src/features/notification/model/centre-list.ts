import type { NotificationItem } from '@dama/contract';
import { todayInKorea } from '@dama/contract';

/** One page of GET /notifications. */
export interface CentrePage {
  size: number;
  page: number;
  list: NotificationItem[];
  totalCount: number;
}

export interface CentrePages {
  pages: CentrePage[];
  pageParams: unknown[];
}

/** The next page to load, or undefined when every entry is loaded (or the last page was empty). */
export function nextCentrePage(last: CentrePage, pages: CentrePage[]): number | undefined {
  if (last.list.length === 0) return undefined;
  const loaded = pages.reduce((sum, page) => sum + page.list.length, 0);
  return loaded < last.totalCount ? pages.length : undefined;
}

/** Every loaded entry once, newest first (an entry can repeat when pages shifted between loads). */
export function centreItems(data: CentrePages | undefined): NotificationItem[] {
  if (!data) return [];
  const seen = new Set<number>();
  const items: NotificationItem[] = [];
  for (const item of data.pages.flatMap((page) => page.list)) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    items.push(item);
  }
  return items.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id);
}

export interface DayGroup {
  /** `YYYY-MM-DD`, Korean time. */
  day: string;
  /** 오늘, 어제, `M월 D일` (with the year when it is not this year's). */
  label: string;
  items: NotificationItem[];
}

const DAY_MS = 86_400_000;

function dayLabel(day: string, today: string): string {
  if (day === today) return '오늘';
  const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  if (day === yesterday) return '어제';
  const [year, month, date] = day.split('-').map(Number);
  const monthDay = `${month}월 ${date}일`;
  return day.slice(0, 4) === today.slice(0, 4) ? monthDay : `${year}년 ${monthDay}`;
}

/** The entries grouped by their Korean day, newest day first (items keep their order). */
export function groupByDay(items: NotificationItem[], now: Date = new Date()): DayGroup[] {
  const today = todayInKorea(now);
  const groups: DayGroup[] = [];
  for (const item of items) {
    const day = todayInKorea(new Date(item.createdAt));
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, label: dayLabel(day, today), items: [item] });
  }
  return groups;
}

/**
 * When an entry arrived, short: 방금, N분 전, N시간 전 on its day, else the Korean clock time
 * (오후 3:04) under its day's heading.
 */
export function timeLabel(createdAt: string, now: Date = new Date()): string {
  const at = new Date(createdAt);
  const sameDay = todayInKorea(at) === todayInKorea(now);
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (sameDay && minutes < 1) return '방금';
  if (sameDay && minutes < 60) return `${minutes}분 전`;
  if (sameDay) return `${Math.floor(minutes / 60)}시간 전`;
  const kst = new Date(at.getTime() + 9 * 3_600_000);
  const hours = kst.getUTCHours();
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(kst.getUTCMinutes()).padStart(2, '0')}`;
  return `${hours < 12 ? '오전' : '오후'} ${clock}`;
}
