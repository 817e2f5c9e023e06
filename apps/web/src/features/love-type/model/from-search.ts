/**
 * The `from` search param of `/attachment-test` (SPEC 5: an optional string): the in-app path the
 * member came from, so the test can send them back there. Plain functions (they run in route
 * options that are not code-split, see decision 0008).
 */
export interface LoveTypeIntroSearch {
  from?: string;
}

/** Only an in-app path counts (`/my-page`), never another origin (`//evil`, `https://…`). */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  if (value.length > 200) return undefined;
  return value;
}

export function validateLoveTypeIntroSearch(search: Record<string, unknown>): LoveTypeIntroSearch {
  const from = safeReturnPath(search.from);
  return from ? { from } : {};
}
