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
