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

/** Resolves with the next `count` settled runs of `name` in this process. */
export function settledRuns(jobs: JobRunner, name: string, count: number): Promise<JobSettled[]> {
  return new Promise((resolve) => {
    const seen: JobSettled[] = [];
    const off = jobs.onSettled((event) => {
      if (event.name !== name) return;
      seen.push(event);
      if (seen.length < count) return;
      off();
      resolve(seen);
    });
  });
}
