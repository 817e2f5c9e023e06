import { dDayCount } from '@dama/contract';

export interface Anniversary {
  /** `200일` or `1주년`. */
  label: string;
  /** The day in Korea, `YYYY-MM-DD`. */
  date: string;
  /** 0 when it is today. */
  daysLeft: number;
}

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  return Math.floor(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);
}

function isoFromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The couple's next celebration from today on: every hundredth day (the start day counts as day 1,
 * as in the D-day) or a yearly anniversary of the start date, whichever comes first. A 29 February
 * start is celebrated on 1 March in other years.
 */
export function nextAnniversary(startLoveDate: string, today: string): Anniversary | null {
  const count = dDayCount(startLoveDate, today);
  if (count < 1) return null;
  const todayNumber = dayNumber(today);

  const hundreds = Math.ceil(count / 100) * 100;
  const hundredDay: Anniversary = {
    label: `${hundreds}일`,
    date: isoFromDayNumber(todayNumber + (hundreds - count)),
    daysLeft: hundreds - count,
  };

  const [startYear, startMonth, startDay] = startLoveDate.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const [todayYear] = today.split('-').map(Number) as [number];
  let years = Math.max(1, todayYear - startYear);
  let yearly = dayNumber(anniversaryDate(startYear + years, startMonth, startDay));
  if (yearly < todayNumber) {
    years += 1;
    yearly = dayNumber(anniversaryDate(startYear + years, startMonth, startDay));
  }
  const yearDay: Anniversary = {
    label: `${years}주년`,
    date: isoFromDayNumber(yearly),
    daysLeft: yearly - todayNumber,
  };

  return yearDay.daysLeft < hundredDay.daysLeft ? yearDay : hundredDay;
}

function anniversaryDate(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}
