import { lt } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { JobHandle, JobRunner } from './runner';

export const SESSION_CLEANUP_JOB = 'sessions-cleanup-expired';

/**
 * Deletes sessions whose refresh period is over (their refresh tokens go with them): nothing can
 * use them any more. Revoked sessions go too once expired. Returns how many were deleted.
 */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  return deleted.length;
}

/** Daily at 04:10 (Korea). */
export function defineSessionCleanup(
  jobs: JobRunner,
  db: Db,
  now: Clock,
): JobHandle<Record<string, never>> {
  return jobs.define({
    name: SESSION_CLEANUP_JOB,
    cron: '10 4 * * *',
    run: async () => {
      await deleteExpiredSessions(db, now());
    },
  });
}
