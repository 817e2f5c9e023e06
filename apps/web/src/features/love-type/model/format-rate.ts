/** A rate as shown: always two decimals (`2.6` → `2.60`); rates already carry at most two. */
export function formatRate(rate: number): string {
  return rate.toFixed(2);
}
