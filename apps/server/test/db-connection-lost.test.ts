import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/client';
import { databaseUnavailable } from '../src/platform/db/unavailable';
import { testDatabase, usePostgres } from './helpers/database';

/**
 * A pooled connection that PostgreSQL ends (the server stopping, a restart, a failover) while a
 * transaction holds it between two statements: before, its error had no listener and took the
 * whole process down (seen in the PostgreSQL fault test); now the transaction fails on its own
 * and the dependency watch hears of it.
 */
describe.runIf(usePostgres)('a pooled connection ended by PostgreSQL', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
  });

  async function terminate(pid: number): Promise<void> {
    const admin = new pg.Client({
      connectionString: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
    });
    await admin.connect();
    await admin.query('select pg_terminate_backend($1)', [pid]);
    await admin.end();
  }

  it('held by a transaction: the transaction fails, the listener hears, nothing crashes', async () => {
    database = await testDatabase();
    const heard: Error[] = [];
    database.onConnectionLost!((error) => heard.push(error));
    const transaction = database.db.transaction(async (tx) => {
      const result: unknown = await tx.execute(sql`select pg_backend_pid() as pid`);
      await terminate((result as { rows: { pid: number }[] }).rows[0]!.pid);
      // Between two statements: the connection's end arrives while nothing is asked of it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.execute(sql`select 1`);
    });
    const failure = await transaction.then(
      () => null,
      (error: unknown) => error,
    );
    expect(databaseUnavailable(failure)).not.toBeNull();
    expect(heard.length).toBeGreaterThan(0);
    expect(databaseUnavailable(heard[0])).toBe('SQLSTATE 57P01');
    // The pool dropped the broken client: the next statement gets a new connection.
    await database.ping();
  });

  it('idle in the pool: the listener hears it too', async () => {
    database = await testDatabase();
    const heard: Error[] = [];
    database.onConnectionLost!((error) => heard.push(error));
    const result = await database.executeSql('select pg_backend_pid() as pid');
    const pid = (result as { rows: { pid: number }[] }).rows[0]!.pid;
    await terminate(pid);
    await expect.poll(() => heard.length, { timeout: 2000 }).toBeGreaterThan(0);
    expect(databaseUnavailable(heard[0])).toBe('SQLSTATE 57P01');
    await database.ping();
  });
});
