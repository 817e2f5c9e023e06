// The anniversaries screen's rows (issue 26): the contract's one rule (kit/anniversaries.ts)
// arranged for reading. Pure, so the screen only draws them.
import {
  formatKoreanDate,
  upcomingAnniversaries,
  type CustomAnniversary,
  type UpcomingAnniversary,
} from '@dama/contract';

/** How many milestones ahead the screen lists (the couple's own are all listed). */
export const MILESTONES_SHOWN = 8;

export interface AnniversaryRows {
  upcoming: UpcomingAnniversary[];
  /** One-off anniversaries whose day has passed, newest first. */
  past: CustomAnniversary[];
}

export function anniversaryRows(
  startLoveDate: string | null,
  customs: readonly CustomAnniversary[],
  today: string,
): AnniversaryRows {
  return {
    upcoming: upcomingAnniversaries(startLoveDate, customs, today, MILESTONES_SHOWN),
    past: customs
      .filter((custom) => custom.repeat === 'ONCE' && custom.date < today)
      .sort((a, b) => b.date.localeCompare(a.date)),
  };
}

/** `오늘` or `D-12`. */
export function daysLeftLabel(daysLeft: number): string {
  return daysLeft === 0 ? '오늘' : `D-${daysLeft}`;
}

/** What a row says under its name: the day, and for the couple's own how it repeats. */
export function whenLabel(date: string, custom?: Pick<CustomAnniversary, 'repeat' | 'date'>) {
  if (custom?.repeat === 'YEARLY') {
    const [, month, day] = custom.date.split('-').map(Number);
    return `${formatKoreanDate(date)} · 매년 ${month}월 ${day}일`;
  }
  return formatKoreanDate(date);
}
