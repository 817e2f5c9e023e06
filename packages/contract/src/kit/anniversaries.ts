// The one anniversary rule (issue 26, decision 0069), zod-free: the server's reminder job and the
// web's home and anniversaries screen all call it. Days are Korean calendar days, `YYYY-MM-DD`.
import { dDayCount } from './time';

/** The 100-day steps celebrated: D+100 … D+1000; after D+1000 only the yearly ones. */
export const DAY_STEP = 100;
export const LAST_DAY_STEP = 1000;

/** A couple's own anniversary: every year on its month and day, or once on its date. */
type Repeat = 'YEARLY' | 'ONCE';

/** What a couple's start date makes of a day: a 100-day step or a yearly anniversary. */
export interface Milestone {
  /** The D-day count on that day (start day = D+1). */
  days: number;
  /** A yearly anniversary's number (N주년); absent for a 100-day step. */
  years?: number;
}

/** A milestone or a couple's own anniversary, on its next day from `today`. */
export interface UpcomingAnniversary {
  /** `m100`, `y3` for the couple's milestones; `c12` for the couple's own anniversary 12. */
  key: string;
  /** `100일`, `3주년`, or the couple's own title. */
  label: string;
  /** The day, `YYYY-MM-DD`. */
  date: string;
  /** 0 when it is today. */
  daysLeft: number;
  /** The milestone (absent for the couple's own). */
  milestone?: Milestone;
  /** The couple's own anniversary's id (absent for a milestone). */
  customId?: number;
}

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The day a month-day falls on in `year`. 29 February falls on 28 February in a year without
 * one (decision 0069: it stays in February, as the Korean Civil Code's art. 160 ends a period
 * whose day is missing on the month's last day).
 */
export function sameDayIn(date: string, year: number): string {
  const monthDay = date.slice(5);
  const day = monthDay === '02-29' && !isLeap(year) ? '02-28' : monthDay;
  return `${String(year).padStart(4, '0')}-${day}`;
}

/** What `day` is for a couple that started on `start`: a 100-day step, a yearly one, or null. */
export function milestoneOn(start: string, day: string): Milestone | null {
  const days = dDayCount(start, day);
  if (days < 1) return null;
  // Up to D+1000 no step falls on a yearly anniversary (D+366, 731, 1096… are never hundreds).
  if (days % DAY_STEP === 0 && days <= LAST_DAY_STEP) return { days };
  const years = Number(day.slice(0, 4)) - Number(start.slice(0, 4));
  if (years >= 1 && sameDayIn(start, Number(day.slice(0, 4))) === day) return { days, years };
  return null;
}

/** The start dates for which `day` is a milestone, each with what it is (the reminder job's). */
export function startsWithMilestoneOn(day: string, maxYears = 100): Map<string, Milestone> {
  const candidates: string[] = [];
  for (let step = DAY_STEP; step <= LAST_DAY_STEP; step += DAY_STEP) {
    candidates.push(addDays(day, -(step - 1)));
  }
  const year = Number(day.slice(0, 4));
  for (let years = 1; years <= maxYears; years++) {
    const startYear = String(year - years).padStart(4, '0');
    candidates.push(`${startYear}${day.slice(4)}`, `${startYear}-02-29`);
  }
  const found = new Map<string, Milestone>();
  for (const start of candidates) {
    if (found.has(start)) continue;
    // `YYYY-02-29` of a year without one is no date.
    if (start.endsWith('-02-29') && !isLeap(Number(start.slice(0, 4)))) continue;
    const milestone = milestoneOn(start, day);
    if (milestone) found.set(start, milestone);
  }
  return found;
}

/** The next milestone from `today` on (today included), or null before the start day. */
export function nextMilestone(start: string, today: string): UpcomingAnniversary | null {
  const count = dDayCount(start, today);
  if (count < 1) return null;
  const todayYear = Number(today.slice(0, 4));
  let years = Math.max(1, todayYear - Number(start.slice(0, 4)));
  let yearly = sameDayIn(start, Number(start.slice(0, 4)) + years);
  if (yearly < today) yearly = sameDayIn(start, Number(start.slice(0, 4)) + ++years);
  let best: UpcomingAnniversary = {
    key: `y${years}`,
    label: `${years}주년`,
    date: yearly,
    daysLeft: dayNumber(yearly) - dayNumber(today),
    milestone: { days: dDayCount(start, yearly), years },
  };
  const step = Math.ceil(count / DAY_STEP) * DAY_STEP;
  if (step <= LAST_DAY_STEP && step - count < best.daysLeft) {
    best = {
      key: `m${step}`,
      label: `${step}일`,
      date: addDays(today, step - count),
      daysLeft: step - count,
      milestone: { days: step },
    };
  }
  return best;
}

/** The couple's milestones from `today` on, in order: the 100-day steps left, then years. */
export function upcomingMilestones(
  start: string,
  today: string,
  count: number,
): UpcomingAnniversary[] {
  const found: UpcomingAnniversary[] = [];
  let from = today;
  while (found.length < count) {
    const next = nextMilestone(start, from);
    if (!next) break;
    found.push({ ...next, daysLeft: dayNumber(next.date) - dayNumber(today) });
    from = addDays(next.date, 1);
  }
  return found;
}

/** The next day a couple's own anniversary falls on from `today` (null: a past one-off). */
export function nextOccurrence(
  custom: { date: string; repeat: Repeat },
  today: string,
): string | null {
  if (custom.repeat === 'ONCE') return custom.date >= today ? custom.date : null;
  if (custom.date >= today) return custom.date;
  const year = Number(today.slice(0, 4));
  const thisYear = sameDayIn(custom.date, year);
  return thisYear >= today ? thisYear : sameDayIn(custom.date, year + 1);
}

/** Whether a couple's own anniversary falls on `day`. */
export function occursOn(custom: { date: string; repeat: Repeat }, day: string): boolean {
  return nextOccurrence(custom, day) === day;
}

/**
 * What is coming, nearest first: the couple's next `milestones` milestones and each of its own
 * anniversaries on its next day (past one-offs left out). Ties: milestones first, then by id.
 */
export function upcomingAnniversaries(
  start: string | null,
  customs: ReadonlyArray<{ id: number; title: string; date: string; repeat: Repeat }>,
  today: string,
  milestones = 6,
): UpcomingAnniversary[] {
  const list = start ? upcomingMilestones(start, today, milestones) : [];
  for (const custom of customs) {
    const date = nextOccurrence(custom, today);
    if (date === null) continue;
    list.push({
      key: `c${custom.id}`,
      label: custom.title,
      date,
      daysLeft: dayNumber(date) - dayNumber(today),
      customId: custom.id,
    });
  }
  const rank = (a: UpcomingAnniversary) => (a.customId === undefined ? 0 : a.customId);
  return list.sort((a, b) => a.daysLeft - b.daysLeft || rank(a) - rank(b));
}
