/** Korea has no daylight saving: a fixed +09:00 offset. */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Today's calendar day in Korea, `YYYY-MM-DD`. */
export function todayInKorea(now: Date = new Date()): string {
  return new Date(now.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** ISO-8601 with the Korean offset: `2026-11-21T14:03:05.123+09:00`. */
export function toKoreanIso(at: Date): string {
  return new Date(at.getTime() + KST_OFFSET_MS).toISOString().replace('Z', '+09:00');
}

function dayNumber(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
}

/** D-day count: days from the start date to today in Korea, plus one (the start day is D+1). */
export function dDayCount(startLoveDate: string, today: string = todayInKorea()): number {
  return dayNumber(today) - dayNumber(startLoveDate) + 1;
}

/** `D+N` label for a start date. */
export function formatDDay(startLoveDate: string, today?: string): string {
  return `D+${dDayCount(startLoveDate, today)}`;
}

/** `2024-03-01` → `2024년 3월 1일`. */
export function formatKoreanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
}
