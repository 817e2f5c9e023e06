/**
 * A time to live between three quarters of `ms` and `ms`, never longer. Entries made in the same
 * moment (the members a busy instance serves, every session it checks) then expire spread over
 * the last quarter instead of all at once: together, their reloads held the event loop (PGlite
 * runs in it) or the database for tens of milliseconds, seen as the read path's p99
 * (docs/BENCHMARKS.md, 2026-11-25 evening).
 */
export function spreadTtl(ms: number, random: () => number = Math.random): number {
  return ms - Math.floor(ms * 0.25 * random());
}
