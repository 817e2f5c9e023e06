import type { ZodType } from 'zod';

/** One value kept in `sessionStorage` under a key, checked with a zod schema on every read. */
export interface SessionStore<T> {
  /** The stored value, or undefined when none is there or it cannot be trusted. */
  read(): T | undefined;
  write(value: T): void;
  clear(): void;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A `sessionStorage` entry validated with `schema`. It never throws: blocked or full storage,
 * JSON that does not parse and data the schema refuses all read as `undefined` (the caller's
 * fallback), and a write that fails is dropped (a reload then just starts over). Only the schema's
 * type is imported here; the caller's schema brings zod.
 */
export function sessionStore<T>(key: string, schema: ZodType<T, unknown>): SessionStore<T> {
  return {
    read() {
      try {
        const raw = storage()?.getItem(key);
        if (!raw) return undefined;
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    write(value) {
      try {
        storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or blocked: the flow still works without it.
      }
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing to clear.
      }
    },
  };
}
