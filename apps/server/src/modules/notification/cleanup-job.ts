import type { Clock } from '../../platform/clock';
import type { JobHandle, JobRunner } from '../../platform/jobs';
import type { NotificationRepository } from './repository';

export const NOTIFICATIONS_CLEANUP_JOB = 'notifications-cleanup-read';

/**
 * A read notification has done its work (the app showed it and said so), so it is kept only a
 * week, long enough to answer "did my phone get it?", then deleted. Pending ones stay until read
 * or until the member is erased.
 */
export const READ_NOTIFICATION_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Daily at 04:20 (Korea), after the session cleanup. */
export function defineNotificationCleanup(
  jobs: JobRunner,
  repo: NotificationRepository,
  now: Clock,
): JobHandle<Record<string, never>> {
  return jobs.define({
    name: NOTIFICATIONS_CLEANUP_JOB,
    cron: '20 4 * * *',
    run: async () => {
      await repo.deleteReadBefore(new Date(now().getTime() - READ_NOTIFICATION_RETENTION_MS));
    },
  });
}
