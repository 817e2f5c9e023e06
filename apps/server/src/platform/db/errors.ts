/** True when `error` (or one of its causes, e.g. under DrizzleQueryError) is a unique violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
    current = e.cause;
  }
  return false;
}

/** True when `error` (or one of its causes) is a deadlock PostgreSQL broke by aborting us. */
export function isDeadlock(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const e = current as { code?: unknown; cause?: unknown };
    if (e.code === '40P01') return true;
    current = e.cause;
  }
  return false;
}
