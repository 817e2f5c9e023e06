import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database, RawResult } from '../db/client';
import {
  JOB_DEFAULTS,
  JOB_TIME_ZONE,
  type EnqueueOptions,
  type JobDefinition,
  type JobHandle,
  type JobRunner,
  type JobSettled,
} from './runner';

/** pg-boss's own schema in our database. */
export const JOB_SCHEMA = 'pgboss';

type AnyJob = JobDefinition<object>;

/**
 * pg-boss 10 on the app's own database. pg-boss takes a custom `db` ({ executeSql }) that we back
 * with the app's connection (PGlite or the pg pool), so queues live in the same database with no
 * second pool and close with the app.
 */
export class PgBossJobRunner implements JobRunner {
  private readonly jobs = new Map<string, AnyJob>();
  private readonly workerIds = new Map<string, string>();
  private readonly listeners = new Set<(event: JobSettled) => void>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private boss: PgBoss | null = null;
  private stopping = false;
  private closed = false;

  constructor(
    private readonly database: Pick<Database, 'executeSql'>,
    private readonly log: FastifyBaseLogger,
    /** How long `stop` waits for running jobs (pg-boss waits at least a second). */
    private readonly stopTimeoutMs = 10_000,
    /**
     * Told of every error pg-boss meets; true when it was the database being unavailable
     * (logged once by the database watch, so pg-boss's polls do not log it again each time).
     */
    private readonly reportError: (error: unknown) => boolean = () => false,
  ) {}

  /** The queues of the jobs defined so far (one a job). */
  get queueNames(): string[] {
    return [...this.jobs.keys()];
  }

  define<T extends object>(job: JobDefinition<T>): JobHandle<T> {
    if (this.boss) throw new Error(`job ${job.name} defined after the runner started`);
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} defined twice`);
    this.jobs.set(job.name, job);
    return {
      name: job.name,
      enqueue: (data, options) => this.enqueue(job.name, data, options),
      runNow: (data, run = { retryCount: 0 }) => job.run(data, run),
    };
  }

  /**
   * SQL for pg-boss. After `stop` a statement is dropped: it never runs and its promise never
   * settles. pg-boss marks a job done or failed without awaiting the statement, so a job that
   * outlives `stop` would otherwise end in an unhandled rejection (and an empty answer breaks its
   * result mapping). The job stays active in the database and is retried once its expiry passes.
   * `stop` waits for the statements under way.
   */
  private executeSql = (text: string, values?: unknown[]): Promise<RawResult> => {
    if (this.closed) {
      this.log.debug({ statement: text.slice(0, 60) }, 'job runner stopped: statement dropped');
      return new Promise<RawResult>(() => {});
    }
    const run = this.database.executeSql(text, values);
    this.inFlight.add(run);
    void run.then(
      () => this.inFlight.delete(run),
      () => this.inFlight.delete(run),
    );
    return run;
  };

  async start(): Promise<void> {
    if (this.boss) return;
    const boss = await this.startBoss();
    this.boss = boss;
    for (const job of this.jobs.values()) {
      await createQueueRacing(boss, job.name, {
        name: job.name,
        retryLimit: job.retryLimit ?? JOB_DEFAULTS.retryLimit,
        retryDelay: job.retryDelaySeconds ?? JOB_DEFAULTS.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: job.expireInSeconds ?? JOB_DEFAULTS.expireInSeconds,
      });
      const workerId = await boss.work<object>(
        job.name,
        {
          pollingIntervalSeconds: job.pollingIntervalSeconds ?? JOB_DEFAULTS.pollingIntervalSeconds,
          // For `retryCount`: a job may tell a retry from a first run.
          includeMetadata: true,
        },
        async ([item]) => {
          if (!item) return;
          try {
            await job.run(item.data, { retryCount: item.retryCount });
          } catch (error) {
            this.reportError(error);
            this.log.warn({ err: error, job: job.name, jobId: item.id }, 'job failed');
            this.emit({ name: job.name, id: item.id, ok: false, error });
            if (job.drain) this.wake(job.name);
            throw error;
          }
          this.emit({ name: job.name, id: item.id, ok: true });
          if (job.drain) this.wake(job.name);
        },
      );
      this.workerIds.set(job.name, workerId);
      if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: JOB_TIME_ZONE });
      else await boss.unschedule(job.name);
    }
  }

  /**
   * A started pg-boss. Instances starting together on an empty database race to create its
   * schema (23505 on `pgboss`, or a deadlock): the loser starts again with a fresh instance after
   * a short random pause and then finds the schema there.
   */
  private async startBoss(attempts = 5): Promise<PgBoss> {
    for (let attempt = 1; ; attempt++) {
      const boss = new PgBoss({
        db: { executeSql: (text, values) => this.executeSql(text, values) },
        schema: JOB_SCHEMA,
      });
      boss.on('error', (error) => {
        if (this.reportError(error)) this.log.debug({ err: error }, 'job runner: database away');
        else if (this.stopping) this.log.debug({ err: error }, 'job runner error while stopping');
        else this.log.error({ err: error }, 'job runner error');
      });
      try {
        await boss.start();
        return boss;
      } catch (error) {
        if (attempt >= attempts || !isStartRace(error)) throw error;
        await boss.stop({ graceful: false, wait: false }).catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
      }
    }
  }

  /** The queue's worker in this process fetches again at once, not after its interval. */
  private wake(name: string): void {
    const workerId = this.workerIds.get(name);
    if (workerId && this.boss && !this.stopping) this.boss.notifyWorker(workerId);
  }

  private emit(event: JobSettled): void {
    for (const listener of this.listeners) listener(event);
  }

  onSettled(listener: (event: JobSettled) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async enqueue(
    name: string,
    data: object,
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    if (!this.boss) throw new Error('job runner not started');
    const id = await this.boss.send(name, data, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
    // Wake this process's worker instead of waiting for its next poll.
    const workerId = this.workerIds.get(name);
    if (workerId && !options.startAfterSeconds) this.boss.notifyWorker(workerId);
    return id;
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    if (!boss || this.stopping) return;
    this.stopping = true;
    await boss.stop({ graceful: true, wait: true, timeout: this.stopTimeoutMs });
    this.closed = true;
    await Promise.allSettled([...this.inFlight]);
  }
}

/**
 * `createQueue`, safe when several instances start at once on an empty database: pg-boss 10
 * creates each queue's partition in a function that two sessions can deadlock in (40P01) or
 * both insert (23505). The loser tries again after a short random pause and then finds the
 * queue there (createQueue is a no-op for an existing queue).
 */
async function createQueueRacing(
  boss: PgBoss,
  name: string,
  options: PgBoss.Queue,
  attempts = 5,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(name, options);
      return;
    } catch (error) {
      if (attempt >= attempts || !isStartRace(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/** What two sessions creating the same schema objects at once get: a duplicate or a deadlock. */
function isStartRace(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '40P01' || code === '23505' || code === '42P06' || code === '42P07';
}
