import type { JobHandle, JobRunner } from '../jobs';

export const MEMBER_EVENTS_PRUNE_JOB = 'member-events-prune';

/**
 * Every minute (on one instance, through the queue): deletes stored events past the replay
 * window (`REPLAY_RETENTION_MS`), so `member_events` holds only a few minutes of events.
 */
export function defineMemberEventsPrune(
  jobs: JobRunner,
  realtime: { prune(): Promise<void> },
): JobHandle<Record<string, never>> {
  return jobs.define({
    name: MEMBER_EVENTS_PRUNE_JOB,
    cron: '* * * * *',
    // A missed minute is made up by the next; never pile runs up behind a slow one.
    retryLimit: 0,
    expireInSeconds: 60,
    run: () => realtime.prune(),
  });
}
