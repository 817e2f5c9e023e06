import { renameSync, rmSync } from 'node:fs';
import pg from 'pg';
import { fail } from './common';
import { connection, pgTool, runTool, toolVersion } from './pg-tools';

/**
 * `pg_dump --format=custom` of the database into `file` (written as `<file>.partial`, renamed
 * when complete). pg_dump reads in one repeatable-read transaction: a consistent snapshot while
 * the servers keep writing. Returns pg_dump's version line.
 */
export async function backupPostgres(
  url: string,
  file: string,
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const bin = pgTool('pg_dump', env);
  const conn = connection(url, env);
  const partial = `${file}.partial`;
  try {
    await runTool(
      bin,
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${partial}`,
        `--dbname=${conn.dbname}`,
      ],
      conn.env,
    );
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  return toolVersion(bin, env);
}

/**
 * `pg_restore` of a custom-format dump into the (existing) database of DATABASE_URL, in one
 * transaction: all of it or nothing. The database must hold no tables and have no other
 * sessions (servers stopped); `force` restores over existing tables (`--clean --if-exists`) and
 * past other sessions.
 */
export async function restorePostgres(
  url: string,
  file: string,
  options: { force: boolean },
  env: NodeJS.ProcessEnv,
): Promise<{ tables: number }> {
  const bin = pgTool('pg_restore', env);
  const conn = connection(url, env);
  const state = await inspect(url);
  if (!options.force) {
    if (state.tables > 0) {
      fail(
        `the database already has ${state.tables} tables: restore into an empty database ` +
          '(createdb …), or pass --force to replace what is in it',
      );
    }
    if (state.sessions > 0) {
      fail(
        `${state.sessions} other sessions are connected to the database: stop the servers first (or --force)`,
      );
    }
  }
  await runTool(
    bin,
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(options.force ? ['--clean', '--if-exists'] : []),
      `--dbname=${conn.dbname}`,
      file,
    ],
    conn.env,
  );
  return { tables: (await inspect(url)).tables };
}

async function inspect(url: string): Promise<{ tables: number; sessions: number }> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    return fail(`cannot connect to DATABASE_URL's database: ${(error as Error).message}`);
  }
  try {
    const tables = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg_toast%'`,
    );
    const sessions = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return { tables: tables.rows[0]?.n ?? 0, sessions: sessions.rows[0]?.n ?? 0 };
  } finally {
    await client.end();
  }
}
