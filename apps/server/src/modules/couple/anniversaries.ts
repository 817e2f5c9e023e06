import { dDayCount } from '@dama/contract';

/** The 100-day steps announced (D+100 … D+1000). */
export const DAY_STEPS = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000] as const;
/** Yearly anniversaries are looked for this many years back. */
const MAX_YEARS = 100;

/** What a start date makes of a day: the D+N step, or the yearly anniversary's number. */
export interface Anniversary {
  /** The D-day count on the anniversary (start day = D+1). */
  days: number;
  /** A yearly anniversary's number; absent for a 100-day step. */
  years?: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The start dates for which `day` is an anniversary (decision 0059), each with what it is: the
 * 100-day steps up to 1000 days (D+N on `day`, the start day being D+1, kit/time.ts), and the
 * yearly anniversaries (the same month and day; a couple that started on 29 February has it on
 * 28 February in a year without one). A step wins when a date is both (none is, up to D+1000).
 */
export function anniversariesOn(day: string): Map<string, Anniversary> {
  const found = new Map<string, Anniversary>();
  for (const days of DAY_STEPS) found.set(addDays(day, -(days - 1)), { days });
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  const monthDay = day.slice(5);
  for (let years = 1; years <= MAX_YEARS; years++) {
    const startYear = year - years;
    const starts: string[] = [];
    if (monthDay !== '02-29' || isLeap(startYear)) {
      starts.push(`${String(startYear).padStart(4, '0')}-${monthDay}`);
    }
    // 29 February's anniversary falls on the 28th when the year has no 29th.
    if (month === 2 && date === 28 && !isLeap(year) && isLeap(startYear)) {
      starts.push(`${String(startYear).padStart(4, '0')}-02-29`);
    }
    for (const start of starts) {
      if (!found.has(start)) found.set(start, { days: dDayCount(start, day), years });
    }
  }
  return found;
}
