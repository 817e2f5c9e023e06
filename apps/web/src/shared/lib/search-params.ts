// Readers for route search params (SPEC 5). Plain functions: a route's validateSearch is not
// code-split, so nothing here may pull zod into the first screen (decision 0008).

/** A positive id or level from a search value (a number, or digits as text), else undefined. */
export function positiveIntFrom(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A boolean search flag: true for `true` or the text "true", else false. */
export function flagFrom(value: unknown): boolean {
  return value === true || value === 'true';
}
