// Runs tasks a few at a time (the app's work is mostly one database; a few members in flight
// keep it busy without starving the reply runner).

/** Calls `work` on every item with at most `width` in flight; results in the items' order. */
export async function inPool<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}
