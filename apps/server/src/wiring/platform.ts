import type { FastifyInstance } from 'fastify';
import type { Config } from '../platform/config';
import { AccessTokens } from '../platform/auth/access-token';
import { AuthGuard } from '../platform/auth/guard';
import type { Clock } from '../platform/clock';
import { defineDataKeysRekey, registerDataKeys, type RekeyJobData } from '../platform/data-keys';
import { claimDataDir } from '../platform/db/backup-socket';
import { createDatabase, type Database } from '../platform/db/client';
import { MemberRows } from '../platform/db/member-rows';
import type { AppDeps } from '../platform/deps';
import { defineSessionCleanup, PgBossJobRunner, type JobHandle } from '../platform/jobs';
import { MemoryAttemptLimiter } from '../platform/limits/attempt-limiter';
import { RedisAttemptLimiter } from '../platform/limits/redis-attempt-limiter';
import { InProcessBus, RedisBus, RedisConnections } from '../platform/bus';
import { ReadCache } from '../platform/cache';
import { DatabaseWatch, DependencyStates, watchRedis } from '../platform/dependencies';
import { MemberHooks } from '../platform/member-hooks';
import { registerPlatformMetrics } from '../platform/metrics';
import { defineMemberEventsPrune, Realtime } from '../platform/realtime';
import { ENCRYPTED_COLUMNS } from './encrypted-columns';

/** Members whose hot reads one instance keeps in memory (decision 0031). */
const READ_CACHE_MEMBERS = 10_000;

/** The platform's own jobs (modules add theirs to `app.appJobs`). */
export interface PlatformJobs {
  sessionsCleanupExpired: JobHandle<Record<string, never>>;
  /** Deletes stored live events past the replay window (every minute). */
  memberEventsPrune: JobHandle<Record<string, never>>;
  /** Rewrites encrypted values to the current data key (queued at start with old keys set). */
  dataKeysRekey: JobHandle<RekeyJobData>;
}

export interface Platform {
  deps: AppDeps;
  database: Database;
  redis: RedisConnections | null;
  realtime: Realtime;
  jobs: PlatformJobs;
}

/**
 * The shared platform every module receives: the database (migrated), Redis when REDIS_URL is
 * set, the bus, live events, the read cache, sessions, attempt limits and pg-boss. Its close
 * hooks run after the HTTP server stops; the database closes last.
 */
export async function startPlatform(
  app: FastifyInstance,
  config: Config,
  given: { now: Clock; database?: Database | undefined },
): Promise<Platform> {
  const { now } = given;
  // The embedded database's files are this process's alone: claim DATA_DIR before opening them.
  const claim =
    given.database || config.databaseUrl ? null : await claimDataDir(config.dataDir, app.log);
  const database = given.database ?? (await createDatabase(config));
  app.addHook('onClose', async () => {
    await database.close();
  });
  if (claim) {
    const dump = database.dumpDataDir?.bind(database);
    if (dump) claim.serve(dump);
    app.addHook('onClose', () => claim.close());
  }
  await database.migrate();
  // Database and Redis up or down, as this instance sees them: one log line per change and
  // `dama_dependency_up` (decision 0077). Any request that meets an unavailable database
  // reports it (the answer is a 503 from the error handler); a probe then watches for its return.
  const dependencies = new DependencyStates(app.log);
  const databaseWatch = new DatabaseWatch(database, dependencies);
  app.addHook('onError', (_request, _reply, error, done) => {
    databaseWatch.report(error);
    done();
  });
  // A pooled connection that breaks says so before any request meets it (PostgreSQL stopping).
  database.onConnectionLost?.((error) => databaseWatch.report(error));
  app.addHook('onClose', () => databaseWatch.stop());
  dependencies.registerMetrics(app.metrics);
  // Refuses to start when a data key that may still have values is missing (decision 0042).
  const keys = config.dataEncryptionKey;
  await registerDataKeys(database.db, keys, now());
  app.log.info({ current: keys.current.id, old: keys.old.map((k) => k.id) }, 'data keys');

  const accessTokens = new AccessTokens(config.jwtSecret, now);
  const guard = new AuthGuard(database.db, accessTokens, now, config.sessionCacheMs);
  app.decorate('authGuard', guard);
  // Live events and revocations between instances: Redis when REDIS_URL is set, else in-process.
  const redis = config.redisUrl ? await RedisConnections.connect(config.redisUrl, app.log) : null;
  if (redis) watchRedis(redis, dependencies);
  const onBusError = (err: unknown, channel: string) =>
    app.log.error({ err, channel }, 'bus message handler failed');
  const bus = redis
    ? new RedisBus(redis, `${config.redisKeyPrefix}bus:`, onBusError)
    : new InProcessBus(onBusError);
  const realtime = await Realtime.start({
    db: database.db,
    bus,
    now,
    guard,
    log: app.log,
    sse: config.sse,
    redis: redis ? { client: redis.commands, prefix: `${config.redisKeyPrefix}streams:` } : null,
  });
  app.decorate('realtime', realtime);
  const readCache = new ReadCache({
    bus,
    now,
    ttlMs: config.readCacheMs,
    maxMembers: READ_CACHE_MEMBERS,
    log: app.log,
  });
  await readCache.start();
  app.decorate('readCache', readCache);
  guard.setPartnerLookup(async (memberId) => (await readCache.partnerOf(memberId)) !== null);
  // A member told of a change by a live event reads again at once: their cached reads go first
  // (on every instance, before the event reaches their streams; chat chunks change nothing).
  realtime.events.observe({
    onMessage: (memberId, event) => {
      if (event !== 'chat_response') readCache.drop([memberId]);
    },
    openingFrames: () => null,
  });
  // Streams end (with a retry hint) before the server waits for open connections; onClose hooks
  // run last-registered first, so the bus and Redis close before the database.
  app.addHook('preClose', (done) => {
    realtime.shutdown();
    done();
  });
  app.addHook('onClose', async () => {
    await readCache.close();
    await realtime.close();
    await redis?.close();
  });
  // pg-boss on the same database: starts once every module has defined its jobs, stops before
  // the database closes (onClose hooks run last-registered first).
  const jobs = new PgBossJobRunner(database, app.log, undefined, (error) =>
    databaseWatch.report(error),
  );
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());
  const metrics = registerPlatformMetrics(app.metrics, {
    streams: realtime.hub,
    readCache,
    database,
    jobs,
    queueNames: () => jobs.queueNames,
  });
  app.addHook('onReady', (done) => {
    metrics.ready();
    done();
  });
  const deps: AppDeps = {
    config,
    db: database.db,
    memberRows: new MemberRows(database.db),
    now,
    accessTokens,
    guard,
    events: realtime.events,
    limiter: redis
      ? new RedisAttemptLimiter(redis.commands, `${config.redisKeyPrefix}attempts:`, now, app.log)
      : new MemoryAttemptLimiter(now),
    jobs,
    bus,
    readCache,
    memberHooks: new MemberHooks(),
    metrics: app.metrics,
  };
  const dataKeysRekey = defineDataKeysRekey(jobs, {
    db: database.db,
    keys,
    tables: ENCRYPTED_COLUMNS,
    now,
    log: app.log,
  });
  // With old keys configured every start queues the re-encryption (after pg-boss has started).
  if (keys.old.length > 0) {
    app.addHook('onReady', async () => {
      await dataKeysRekey.enqueue({ keyId: keys.current.id });
    });
  }
  return {
    deps,
    database,
    redis,
    realtime,
    jobs: {
      sessionsCleanupExpired: defineSessionCleanup(jobs, database.db, now),
      memberEventsPrune: defineMemberEventsPrune(jobs, realtime),
      dataKeysRekey,
    },
  };
}
