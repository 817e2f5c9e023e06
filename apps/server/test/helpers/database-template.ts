import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { pgDatabase, pgliteDatabase, type Database } from '../../src/platform/db/client';
import { JOB_SCHEMA } from '../../src/platform/jobs';

/**
 * Where every test database starts from, made once per run by the global setup: a PGlite data
 * directory dumped to a file, or a PostgreSQL template database.
 */
export type DatabaseTemplate = { kind: 'pglite'; file: string } | { kind: 'pg'; name: string };

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The state every app starts from: our migrations applied and pg-boss's schema installed. */
export async function prepareDatabase(database: Database): Promise<void> {
  await database.migrate();
  await database.executeSql(PgBoss.getConstructionPlans(JOB_SCHEMA));
}

/** A migrated PGlite data directory, uncompressed (quicker to load than gzip). */
export async function pgliteSnapshot(): Promise<Blob> {
  const client = new PGlite();
  try {
    await prepareDatabase(pgliteDatabase(client));
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

export async function writePgliteTemplate(file: string): Promise<DatabaseTemplate> {
  const snapshot = await pgliteSnapshot();
  await writeFile(file, Buffer.from(await snapshot.arrayBuffer()));
  return { kind: 'pglite', file };
}

/** Runs one statement on the server's admin database (create / drop database). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** `url` with another database name. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** A prepared PostgreSQL database to copy with `create database … template …`; returns its name. */
export async function createPgTemplate(adminUrl: string): Promise<string> {
  const name = uniqueDatabaseName('dama_template');
  await adminQuery(adminUrl, `create database ${name}`);
  const database = pgDatabase(databaseUrl(adminUrl, name), { max: 1 });
  try {
    await prepareDatabase(database);
  } finally {
    // A template must have no open connections when it is copied.
    await database.close();
  }
  return name;
}

export function dropPgDatabase(adminUrl: string, name: string): Promise<void> {
  return adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}
