import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgDatabase, pgliteDatabase, type Database } from '../../src/platform/db/client';

/** `pg` when the services config runs the suite against a real PostgreSQL. */
export const usePostgres = process.env.DAMA_TEST_DB === 'pg';

let template: Promise<PGlite> | undefined;

/** One migrated in-memory PGlite per test file; every app gets a clone (fast, isolated). */
async function pgliteTemplate(): Promise<PGlite> {
  template ??= (async () => {
    const client = new PGlite();
    await pgliteDatabase(client).migrate();
    return client;
  })();
  return template;
}

/** A fresh database on the PostgreSQL server of TEST_DATABASE_URL, dropped on close. */
async function freshPostgres(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `dama_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = pgDatabase(url.toString(), { max: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export async function testDatabase(): Promise<Database> {
  if (usePostgres) return freshPostgres();
  const clone = (await (await pgliteTemplate()).clone()) as PGlite;
  return pgliteDatabase(clone);
}
