import type { AuthGuard } from './auth/guard';
import type { AccessTokens } from './auth/access-token';
import type { Bus } from './bus';
import type { ReadCache } from './cache';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/client';
import type { MemberRows } from './db/member-rows';
import type { JobRunner } from './jobs/runner';
import type { AttemptLimiter } from './limits/attempt-limiter';
import type { MemberHooks } from './member-hooks';
import type { Metrics } from './metrics';
import type { MemberEvents } from './realtime/member-events';

/** What every module receives from the app factory. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** Members' rows by id, every module's hot read of `members` in one batch (decision 0079). */
  memberRows: MemberRows;
  now: Clock;
  accessTokens: AccessTokens;
  guard: AuthGuard;
  /** Live-stream events to a member's open connections, on every instance. */
  events: MemberEvents;
  /** Per-member attempt counters for rate limits checked in handlers (couple link). */
  limiter: AttemptLimiter;
  /** Background jobs (pg-boss): modules define theirs while the app is built. */
  jobs: JobRunner;
  /** Messages between instances; modules use typed channels (`defineChannel`) on it. */
  bus: Bus;
  /** Members' hot reads in memory; writes outside a member's request drop them here. */
  readCache: ReadCache;
  /** Extra `GET /members` counters and withdrawal erase steps (tests plug in through it). */
  memberHooks: MemberHooks;
  /** This app's Prometheus metrics: a module registers its gauges and counters here. */
  metrics: Metrics;
}
