import { NOTIFICATION_CENTRE_DAYS } from '@dama/contract';
import type { Clock } from '../../platform/clock';
import type { JobHandle, JobRunner } from '../../platform/jobs';
import type { NotificationRepository } from './repository';

export const NOTIFICATIONS_CLEANUP_JOB = 'notifications-cleanup-read';

/**
 * A notification is kept as long as the centre shows it, 30 days from its making (decision 0059,
 * which replaced decision 0025's week after reading: a read entry stays in the centre), then deleted; an unread couple notice stays until the app has shown it (CONTRACT
 * 4.2's pending list) or the member is erased.
 */
export const NOTIFICATION_RETENTION_MS = NOTIFICATION_CENTRE_DAYS * 24 * 60 * 60 * 1000;

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
      await repo.deleteExpired(new Date(now().getTime() - NOTIFICATION_RETENTION_MS));
    },
  });
}
