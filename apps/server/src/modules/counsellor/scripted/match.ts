/** Looking up the member's words in our small tables (topics, feelings, solutions). */

/** How often `pattern` (global) occurs in `texts`. */
function occurrences(pattern: RegExp, texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + (text.match(pattern)?.length ?? 0), 0);
}

/**
 * The entry whose global `pattern` occurs most often in `texts` (earlier entries win ties), or
 * null when none occurs.
 */
export function mostFrequent<T extends { pattern: RegExp }>(
  table: readonly T[],
  texts: readonly string[],
): T | null {
  let found: T | null = null;
  let most = 0;
  for (const entry of table) {
    const n = occurrences(entry.pattern, texts);
    if (n > most) {
      found = entry;
      most = n;
    }
  }
  return found;
}
