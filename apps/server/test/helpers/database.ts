import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { pgDatabase, pgliteDatabase, type Database } from '../../src/platform/db/client';
import {
  DEFAULT_TEST_DATABASE_URL,
  adminQuery,
  databaseUrl,
  dropPgDatabase,
  uniqueDatabaseName,
} from './database-template';

/** `pg` when the services config runs the suite against a real PostgreSQL. */
export const usePostgres = process.env.DAMA_TEST_DB === 'pg';

let snapshot: Promise<Blob> | undefined;

/** The global setup's migrated PGlite data directory, read once per worker process. */
function templateSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const template = inject('databaseTemplate');
    if (template.kind !== 'pglite') throw new Error(`no PGlite template (got ${template.kind})`);
    return new Blob([await readFile(template.file)]);
  })();
  return snapshot;
}

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL, a copy of the template. */
async function freshPostgres(): Promise<Database> {
  const template = inject('databaseTemplate');
  if (template.kind !== 'pg') throw new Error(`no PostgreSQL template (got ${template.kind})`);
  const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  const name = uniqueDatabaseName('dama_test');
  await adminQuery(adminUrl, `create database ${name} template ${template.name}`);
  const database = pgDatabase(databaseUrl(adminUrl, name), { max: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropPgDatabase(adminUrl, name);
    },
  };
}

/** A fresh database for one app: migrated, owned by it alone, gone when it closes. */
export async function testDatabase(): Promise<Database> {
  if (usePostgres) return freshPostgres();
  return pgliteDatabase(await PGlite.create({ loadDataDir: await templateSnapshot() }));
}
