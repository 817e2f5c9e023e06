import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, the same type whether PGlite or PostgreSQL is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Applies pending migrations (drizzle's migrator; a no-op when up to date). */
  migrate(): Promise<void>;
  /** `select 1`. */
  ping(): Promise<void>;
  /**
   * Raw SQL for libraries that bring their own queries (pg-boss): with values, one parameterised
   * statement; without, any number of statements (the last result, or every result when several).
   */
  executeSql(text: string, values?: unknown[]): Promise<RawResult>;
  /**
   * PGlite only: a consistent snapshot of its data directory, an uncompressed tar (what
   * `PGlite.create({ loadDataDir })` loads). Taken between transactions, with every query held
   * back for the in-memory copy (under a second on a small database); `npm run backup`.
   */
  dumpDataDir?(): Promise<Blob>;
  /** The connections and the queries waiting for one, now (the metrics read it at scrape time). */
  pool(): PoolStats;
  /**
   * PostgreSQL only: `listener` hears of every pooled connection that breaks, whether idle in the
   * pool or held by a transaction between its statements (a restart, a failover, the server
   * stopping). The pool replaces such a connection; the listener is how the dependency watch
   * learns of an outage no request has met yet (decision 0077).
   */
  onConnectionLost?(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

/**
 * PostgreSQL: the pg pool's connections (total, idle) and the queries waiting for one. PGlite is
 * one connection that runs one query (or transaction) at a time: idle when none is in flight,
 * the rest waiting.
 */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface RawResult {
  rows: unknown[];
}

/** Arbitrary constant for the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK = 7_241_530;

/**
 * Counts the client's queries and transactions in flight (running or queued behind PGlite's one
 * connection): its three entry points wrapped, an increment and a decrement each.
 */
function countInFlight(client: PGlite): () => number {
  let inFlight = 0;
  const done = () => {
    inFlight -= 1;
  };
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = client[name].bind(client) as (...args: unknown[]) => Promise<unknown>;
    const counted = (...args: unknown[]) => {
      inFlight += 1;
      const result = original(...args);
      result.then(done, done);
      return result;
    };
    Object.assign(client, { [name]: counted });
  }
  return () => inFlight;
}

export function pgliteDatabase(client: PGlite): Database {
  const inFlight = countInFlight(client);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      // Like node-postgres: one result object, or an array of them for several statements.
      return (results.length === 1 ? results[0] : results) as RawResult;
    },
    pool: () => {
      const n = inFlight();
      return { total: 1, idle: n === 0 ? 1 : 0, waiting: Math.max(0, n - 1) };
    },
    dumpDataDir: async () => {
      // A checkpoint first, so a restored copy has little WAL to replay.
      await client.exec('checkpoint');
      // dumpDataDir alone waits only for the statement under way; holding the transaction lock
      // too keeps the copy out of the middle of a transaction.
      return client._runExclusiveTransaction(() => client.dumpDataDir('none'));
    },
    close: () => client.close(),
  };
}

/**
 * A new connection that PostgreSQL does not accept within this long fails (decision 0077): an
 * unreachable server answers 503 in about a second, not after the client gave up.
 */
export const CONNECT_TIMEOUT_MS = 1000;

/**
 * The pool's connections: each connect times out after CONNECT_TIMEOUT_MS and keeps TCP
 * keep-alive on. Set on the client, not the pool: the pool's own option would also time out
 * a query waiting for a free connection under load, which is not an outage.
 */
class TimedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super({
      ...(typeof config === 'string' ? { connectionString: config } : config),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
  }
}

export function pgDatabase(url: string, poolOptions: pg.PoolConfig = {}): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10, Client: TimedClient, ...poolOptions });
  const lost = new Set<(error: Error) => void>();
  // An idle client whose connection the server ends (restart, failover, a dropped database) is
  // reported on the pool; without a listener Node would treat it as an uncaught error and crash.
  // The pool replaces the client on the next query, so a warning is all it needs here.
  pool.on('error', (error: Error & { code?: string }) => {
    process.emitWarning(`idle PostgreSQL connection ended: ${error.code ?? error.message}`);
  });
  // A client the pool has handed out (a transaction between two statements, or even one with a
  // query running) emits its connection's error on itself, and the pool listens only to idle
  // ones: without this listener the first such error crashed the process. The query under way
  // is rejected on its own and the pool drops the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      for (const listener of lost) listener(error);
    });
  });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pg',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg({ client, schema, casing: 'snake_case' }), {
          migrationsFolder: MIGRATIONS_DIR,
        });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
          .catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    executeSql: (text, values) => pool.query(text, values),
    pool: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    onConnectionLost: (listener) => {
      lost.add(listener);
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when DATABASE_URL is set, else PGlite persisted under DATA_DIR/pglite. */
export async function createDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) return pgDatabase(config.databaseUrl);
  const dir = join(config.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  return pgliteDatabase(client);
}
