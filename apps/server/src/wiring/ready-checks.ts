import type { RedisConnections } from '../platform/bus';
import type { Database } from '../platform/db/client';
import { migrationsApplied } from '../platform/db/migrations';
import type { ReadyCheck } from '../platform/http/readiness';

/**
 * What `GET /api/ready` checks besides the shutdown: the database answers `select 1`, every
 * migration this build ships is recorded as applied, and Redis (with REDIS_URL) is connected and
 * answers PING (a failure there only degrades: 200 DEGRADED).
 */
export function readyChecks(database: Database, redis: RedisConnections | null): ReadyCheck[] {
  return [
    { name: 'database', run: () => database.ping() },
    { name: 'migrations', run: migrationsApplied(database) },
    // Without Redis the instance still serves, degraded (decision 0077).
    ...(redis ? [{ name: 'redis', run: () => redis.ping(), degrades: true }] : []),
  ];
}
