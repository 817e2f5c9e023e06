// One line of the bench's table: what was measured, its DESIGN 15 budget, the figure, and whether
// the figure is within the budget.
export interface BenchRow {
  what: string;
  budget: string;
  measured: string;
  met: boolean;
}

export function formatRow(row: BenchRow): string {
  return `| ${row.what} | ${row.budget} | ${row.measured} | ${row.met ? 'met' : 'MISSED'} |`;
}

/** A whole number with spaces between thousands: `12 345`. */
export const int = (n: number) => Math.round(n).toLocaleString('en-US').replaceAll(',', ' ');

/** `; NOT 2xx: 3 × 503, …` for the statuses outside 2xx, or '' when every answer was 2xx. */
export function notOk(statuses: ReadonlyMap<number, number>): string {
  const bad = [...statuses].filter(([status]) => status < 200 || status >= 300);
  return bad.length === 0 ? '' : `; NOT 2xx: ${bad.map(([s, n]) => `${n} × ${s}`).join(', ')}`;
}
