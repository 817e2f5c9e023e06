import type { QuietHours } from '@dama/contract';

/** Korea has no daylight saving: a fixed +09:00 offset. */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;

/** `HH:MM` → minutes after midnight. */
export function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * When a push made at `now` may go out under the member's quiet hours (Korean time): null for
 * at once, else the end of the quiet hours it falls in. A window may run across midnight
 * (23:00–08:00); the start is inside, the end is not. A window whose start equals its end is
 * empty (no quiet hours), not the whole day: a member who wants no pushes turns the kinds off.
 */
export function pushNotBefore(now: Date, quiet: QuietHours): Date | null {
  if (!quiet.enabled) return null;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return null;
  const local = now.getTime() + KST_OFFSET_MS;
  const midnight = Math.floor(local / (DAY_MINUTES * MINUTE_MS)) * DAY_MINUTES * MINUTE_MS;
  const minute = Math.floor((local - midnight) / MINUTE_MS);
  const inside = start < end ? minute >= start && minute < end : minute >= start || minute < end;
  if (!inside) return null;
  // The end today, or tomorrow when the window started yesterday-evening's side of midnight.
  const endDay = start > end && minute >= start ? midnight + DAY_MINUTES * MINUTE_MS : midnight;
  return new Date(endDay + end * MINUTE_MS - KST_OFFSET_MS);
}
