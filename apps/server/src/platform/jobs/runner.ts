declare module 'fastify' {
  interface FastifyInstance {
    /** The app's job runner (tests and operators run jobs through it). */
    jobs: JobRunner;
  }
}

/**
 * Background jobs (DESIGN 13). Modules define jobs while the app is built; the runner starts
 * with the app (after migrations) and stops before the database closes.
 */
export interface JobDefinition<T extends object = Record<string, never>> {
  /** Queue name: lower-case letters, digits and hyphens, e.g. `couples-purge-ended`. */
  name: string;
  /** The work. Must be idempotent: a job may run again after a crash or a retry. */
  run(data: T): Promise<void>;
  /** Enqueue on this cron schedule (minute resolution, Korea time) with `{}` as data. */
  cron?: string;
  /** Retries after a failure, with exponential back-off from `retryDelaySeconds` (default 3). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run taking longer than this counts as failed (default 15 minutes). */
  expireInSeconds?: number;
  /** How often an idle worker polls for new jobs (default 30 s; `enqueue` here wakes it). */
  pollingIntervalSeconds?: number;
}

export interface JobSettled {
  name: string;
  id: string;
  ok: boolean;
  error?: unknown;
}

export interface JobRunner {
  /** Registers a job. Only before `start`. */
  define<T extends object>(job: JobDefinition<T>): void;
  /** Puts a job on its queue (any instance's worker may run it); returns the job id. */
  enqueue<T extends object>(
    name: string,
    data: T,
    options?: { singletonKey?: string; startAfterSeconds?: number },
  ): Promise<string | null>;
  /** Runs a job's function right now in this process, outside the queue (tests, operators). */
  runNow<T extends object>(name: string, data: T): Promise<void>;
  /** Called after every queued run of this process finishes. Returns an unsubscribe function. */
  onSettled(listener: (event: JobSettled) => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Cron schedules are read in Korea time, so "at 4 am" means 4 am in Korea. */
export const JOB_TIME_ZONE = 'Asia/Seoul';

export const JOB_DEFAULTS = {
  retryLimit: 3,
  retryDelaySeconds: 30,
  expireInSeconds: 15 * 60,
  pollingIntervalSeconds: 30,
} as const;
