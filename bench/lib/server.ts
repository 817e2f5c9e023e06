// A real server process (`tsx src/main.ts`, the test suite's own process helper) on a free port
// with a temporary DATA_DIR, measured from outside its event loop; on the embedded database, or
// on a fresh PostgreSQL database.
import {
  adminQuery,
  databaseUrl,
  uniqueDatabaseName,
} from '../../apps/server/test/helpers/database-template';
import { startInstance, stopInstance } from '../../apps/server/test/helpers/server-processes';

export interface BenchServer {
  origin: string;
  /** The server process's id (its memory is read from /proc). */
  pid: number;
  /** The PostgreSQL database the server runs on (null on the embedded database). */
  databaseUrl: string | null;
  /**
   * Stops the process (SIGTERM) and starts a new one on the same data and secrets: nothing of
   * the old process's memory (read cache, session checks, compiled queries) is left. `change`
   * replaces some of its environment from then on.
   */
  restart(change?: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

/** The database a benchmark server runs on: embedded (PGlite), or a fresh PostgreSQL database. */
export type BenchDatabase = { kind: 'pglite' } | { kind: 'postgresql'; adminUrl: string };

export async function startServer(
  env: Record<string, string>,
  database: BenchDatabase = { kind: 'pglite' },
): Promise<BenchServer> {
  let dropDatabase: (() => Promise<void>) | null = null;
  let url: string | null = null;
  if (database.kind === 'postgresql') {
    const name = uniqueDatabaseName('dama_bench');
    await adminQuery(database.adminUrl, `create database ${name}`);
    url = databaseUrl(database.adminUrl, name);
    env = { ...env, DATABASE_URL: url };
    dropDatabase = () => adminQuery(database.adminUrl, `drop database if exists ${name}`);
  }
  let instance = await startInstance(env);
  return {
    get origin() {
      return instance.url;
    },
    get pid() {
      return instance.child.pid ?? 0;
    },
    databaseUrl: url,
    async restart(change = {}) {
      env = { ...env, ...change };
      instance.child.kill('SIGTERM');
      await instance.exited;
      instance = await startInstance(env, instance.dataDir);
    },
    async stop() {
      await stopInstance(instance);
      await dropDatabase?.();
    },
  };
}
