import type { ReadCache } from '../cache';
import type { Database } from '../db/client';
import { JOB_SCHEMA, type JobRunner } from '../jobs';
import type { LogDrops } from '../log-stream';
import type { Metrics, Sample } from './metrics';

/** The job states a queue's depth is counted in (pg-boss's states before `completed`). */
const QUEUED_STATES = ['created', 'retry', 'active'] as const;

/**
 * Every queue with its jobs waiting (`created`), waiting to be retried (`retry`) and running
 * (`active`), zeros included; the same on every instance (one database). The partial index
 * pg-boss keeps on waiting jobs answers most of it, and finished jobs are not read. pg-boss's
 * own queues (`__pgboss__send-it`, its schedules) are left out.
 */
const QUEUE_DEPTH_SQL = `
  select q.name,
    count(j.id) filter (where j.state = 'created')::int as created,
    count(j.id) filter (where j.state = 'retry')::int as retry,
    count(j.id) filter (where j.state = 'active')::int as active
  from ${JOB_SCHEMA}.queue q
  left join ${JOB_SCHEMA}.job j on j.name = q.name and j.state < 'completed'
  where left(q.name, 10) <> '__pgboss__'
  group by q.name`;

export interface PlatformMetricSources {
  /** Open live streams of this process. */
  streams: { readonly size: number };
  readCache: ReadCache;
  database: Pick<Database, 'pool' | 'executeSql'>;
  jobs: JobRunner;
  /** The defined queues (read once the app is ready: modules define jobs while it is built). */
  queueNames: () => string[];
}

/**
 * The platform's metrics (decision 0041), all read at scrape time except the job counters:
 * open streams, read-cache hits and misses, the database pool, and the job queues.
 */
export function registerPlatformMetrics(
  metrics: Metrics,
  sources: PlatformMetricSources,
): { ready: () => void } {
  const { streams, readCache, database, jobs } = sources;
  metrics.gauge('dama_sse_streams_open', 'Live streams (SSE) open on this instance.', () => {
    return streams.size;
  });

  metrics.counterFrom(
    'dama_read_cache_hits_total',
    'Hot reads answered from the read cache (decision 0031).',
    () => readCache.stats.hits,
  );
  metrics.counterFrom(
    'dama_read_cache_misses_total',
    'Hot reads the read cache had to load (absent, expired or dropped by a write).',
    () => readCache.stats.misses,
  );
  metrics.gauge('dama_read_cache_members', 'Members with cached reads on this instance.', () => {
    return readCache.stats.members;
  });

  metrics.gauge(
    'dama_db_pool_connections',
    'Database connections of this instance (PGlite: one).',
    () => database.pool().total,
  );
  metrics.gauge(
    'dama_db_pool_idle',
    'Database connections of this instance not running a query.',
    () => database.pool().idle,
  );
  metrics.gauge(
    'dama_db_pool_waiting',
    'Queries and transactions of this instance waiting for a database connection.',
    () => database.pool().waiting,
  );

  metrics.samples(
    'dama_job_queue_depth',
    'Jobs per queue and state (created: waiting, retry: waiting to retry, active: running), all instances.',
    ['queue', 'state'],
    async () => {
      const { rows } = await database.executeSql(QUEUE_DEPTH_SQL);
      return (
        rows as Array<Record<(typeof QUEUED_STATES)[number] | 'name', string | number>>
      ).flatMap((row) =>
        QUEUED_STATES.map((state): Sample<'queue' | 'state'> => [
          { queue: String(row.name), state },
          Number(row[state]),
        ]),
      );
    },
  );
  const runs = metrics.counter(
    'dama_job_runs_total',
    'Queued job runs this instance finished, failed ones included.',
    ['queue'],
  );
  const failures = metrics.counter(
    'dama_job_failures_total',
    'Queued job runs that failed on this instance (each retry that fails counts).',
    ['queue'],
  );
  jobs.onSettled(({ name, ok }) => {
    runs.inc({ queue: name });
    if (!ok) failures.inc({ queue: name });
  });

  return {
    // Every queue's counters from zero, so a first failure is an increase and not a new series.
    ready: () => {
      for (const queue of sources.queueNames()) {
        runs.inc({ queue }, 0);
        failures.inc({ queue }, 0);
      }
    },
  };
}

/**
 * The logs' own metrics (decision 0044): successful requests left out of the log by the sampler,
 * and, on a bounded output, the lines it dropped for room and the bytes it holds.
 */
export function registerLogMetrics(
  metrics: Metrics,
  sources: {
    sampler: { readonly skippedTotal: number };
    stream: { readonly buffered: number; readonly droppedTotal: LogDrops } | null;
  },
): void {
  const { sampler, stream } = sources;
  metrics.counterFrom(
    'dama_log_requests_sampled_out_total',
    'Successful fast requests whose log line the per-second budget (LOG_SAMPLE) left out.',
    () => sampler.skippedTotal,
  );
  if (!stream) return;
  metrics.countersFrom(
    'dama_log_lines_dropped_total',
    'Log lines dropped because the log output was slower than the server (level info: info and below; warn: warn and above).',
    ['level'],
    () => [
      [{ level: 'info' }, stream.droppedTotal.info],
      [{ level: 'warn' }, stream.droppedTotal.warn],
    ],
  );
  metrics.gauge(
    'dama_log_buffered_bytes',
    'Log bytes waiting for the log output (stdout).',
    () => stream.buffered,
  );
}
