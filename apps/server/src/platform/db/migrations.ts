import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../config';
import type { Database } from './client';

/**
 * Where drizzle's migrator records each migration it applied (its default schema and table,
 * which `Database.migrate` uses), with the migration's journal time as `created_at`.
 */
const APPLIED = 'drizzle.__drizzle_migrations';

/** A migration this build ships: its tag (`0004_chat`) and its time in drizzle-kit's journal. */
export interface ShippedMigration {
  tag: string;
  when: number;
}

/** The migrations of drizzle-kit's journal in `dir` (the server's `drizzle/` folder). */
export function shippedMigrations(dir = MIGRATIONS_DIR): ShippedMigration[] {
  const journal = JSON.parse(readFileSync(join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: ShippedMigration[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The shipped migrations the database has no record of (tags, in journal order). A database
 * ahead of this build (a newer instance migrated it during a rolling deploy) misses none.
 */
export async function missingMigrations(
  database: Pick<Database, 'executeSql'>,
  shipped: readonly ShippedMigration[],
): Promise<string[]> {
  const { rows } = await database.executeSql(`select created_at::text as at from ${APPLIED}`);
  const applied = new Set((rows as Array<{ at: string }>).map((row) => row.at));
  return shipped.filter((m) => !applied.has(String(m.when))).map((m) => m.tag);
}

/**
 * The readiness check of migrations: fails while any migration this build ships is not
 * applied (the journal is read once, at start-up).
 */
export function migrationsApplied(database: Pick<Database, 'executeSql'>): () => Promise<void> {
  const shipped = shippedMigrations();
  return async () => {
    const missing = await missingMigrations(database, shipped);
    if (missing.length > 0) throw new Error(`migrations not applied: ${missing.join(', ')}`);
  };
}
