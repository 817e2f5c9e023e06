import type { JobRunner, JobSettled } from '../../src/platform/jobs';

/** Resolves with the next settled run of `name` in this process. */
export function settled(jobs: JobRunner, name: string): Promise<JobSettled> {
  return new Promise((resolve) => {
    const off = jobs.onSettled((event) => {
      if (event.name !== name) return;
      off();
      resolve(event);
    });
  });
}
