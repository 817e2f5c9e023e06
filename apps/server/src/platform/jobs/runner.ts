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
  run(data: T, run: JobRun): Promise<void>;
  /** Enqueue on this cron schedule (minute resolution, Korea time) with `{}` as data. */
  cron?: string;
  /** Retries after a failure, with exponential back-off from `retryDelaySeconds` (default 3). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** A run taking longer than this counts as failed (default 15 minutes). */
  expireInSeconds?: number;
  /** How often an idle worker polls for new jobs (default 30 s; `enqueue` here wakes it). */
  pollingIntervalSeconds?: number;
  /**
   * After a run, look for the next job at once instead of after the polling interval (pg-boss
   * waits the interval between fetches even while jobs are waiting): for queues that fill in
   * bursts, such as a push fan-out's hundred delivery jobs.
   */
  drain?: boolean;
}

/** What a job's function is told about this run of it. */
export interface JobRun {
  /**
   * Earlier runs of this job: 0 the first time. The queue runs a job again only after its run
   * failed, or outlived its `expireInSeconds` (then the earlier run is taken for dead).
   */
  retryCount: number;
}

export interface JobSettled {
  name: string;
  id: string;
  ok: boolean;
  error?: unknown;
}

export interface EnqueueOptions {
  /**
   * pg-boss's singleton key. Our queues have pg-boss 10's `standard` policy, where the key only
   * labels the job: a second enqueue with the same key is queued too (pg-boss deduplicates by key
   * only on `short`, `singleton` and `stately` queues, or with `singletonSeconds`). A job that must
   * not run twice guards itself in the database (the chat summary claims its room).
   */
  singletonKey?: string;
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
}

/** A defined job: what `define` returns; its data type comes from the definition. */
export interface JobHandle<T extends object> {
  readonly name: string;
  /** Puts the job on its queue (any instance's worker may run it); returns the job id. */
  readonly enqueue: (data: T, options?: EnqueueOptions) => Promise<string | null>;
  /**
   * Runs the job's function right now in this process, outside the queue (tests, operators); as
   * a first run unless `run` says otherwise.
   */
  readonly runNow: (data: T, run?: JobRun) => Promise<void>;
}

export interface JobRunner {
  /** Registers a job and returns its handle. Only before `start`. */
  define<T extends object>(job: JobDefinition<T>): JobHandle<T>;
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
