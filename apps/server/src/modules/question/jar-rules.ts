/** One Korean calendar day after `day` (both `YYYY-MM-DD`). */
function nextDay(day: string): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

/**
 * The jar's streaks (decision 0065) from the Korean days on which a question was answered by
 * both (any order, repeats allowed): `best` is the longest run of days in a row; `current` the run
 * that ends today or yesterday (a day without both answering is not over until it ends), else 0.
 */
export function jarStreaks(
  days: readonly string[],
  today: string,
): { current: number; best: number } {
  const sorted = [...new Set(days)].sort();
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of sorted) {
    run = previous !== null && nextDay(previous) === day ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  const alive = previous !== null && (previous === today || nextDay(previous) === today);
  return { current: alive ? run : 0, best };
}
