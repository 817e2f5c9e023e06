/**
 * A contract enum's values as the non-empty tuple Drizzle's `text(name, { enum })` wants, so
 * columns take their values from the contract. The columns stay `text` (no PostgreSQL enum
 * type), so this changes no schema.
 */
export function valuesOf<T extends string>(contractEnum: { options: readonly T[] }): [T, ...T[]] {
  return contractEnum.options as [T, ...T[]];
}
