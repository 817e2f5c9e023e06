/** `data` of an unpaged list (CONTRACT 2): every item, `size` and `totalCount` both its length. */
export function unpagedList<T>(list: T[]): { size: number; list: T[]; totalCount: number } {
  return { size: list.length, list, totalCount: list.length };
}

/**
 * `data` of a paged list (CONTRACT 2): one page of items, `page` as requested, `totalCount` the
 * number of matching items on every page.
 */
export function pagedList<T>(
  list: T[],
  page: number,
  totalCount: number,
): { size: number; page: number; list: T[]; totalCount: number } {
  return { size: list.length, page, list, totalCount };
}
