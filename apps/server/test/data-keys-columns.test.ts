import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/platform/db/client';
import { ENCRYPTED_COLUMNS } from '../src/wiring/encrypted-columns';
import { testDatabase } from './helpers/database';

/**
 * The one list of encrypted columns (wiring/encrypted-columns.ts, from each module's
 * declaration) is what the re-encryption job rewrites (decision 0042). A column encrypted at rest
 * is named `…_enc`; one added to a migration and not to its module's declaration fails here, as
 * a column holding sealed values under another name fails test/data-keys.test.ts.
 */
describe('every encrypted column is covered by the re-encryption job', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const listed = () =>
    ENCRYPTED_COLUMNS.flatMap((t) => t.columns.map((c) => `${t.table}.${c}`)).sort();

  it('the `_enc` columns of the migrated database are exactly the listed ones', async () => {
    const { rows } = await database.executeSql(
      `select table_name || '.' || column_name as name from information_schema.columns
       where table_schema = 'public' and column_name like '%\\_enc' order by 1`,
      [],
    );
    expect((rows as Array<{ name: string }>).map((r) => r.name).sort()).toEqual(listed());
    expect(new Set(listed()).size).toBe(listed().length);
  });

  it('each listed table is keyed by its one-column primary key, and the columns are text', async () => {
    for (const t of ENCRYPTED_COLUMNS) {
      const key = await database.executeSql(
        `select a.attname as name from pg_index i
         join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
         where i.indrelid = $1::regclass and i.indisprimary`,
        [`public.${t.table}`],
      );
      expect(key.rows, t.table).toEqual([{ name: t.key }]);
      const types = await database.executeSql(
        `select column_name, data_type from information_schema.columns
         where table_schema = 'public' and table_name = $1 and column_name = any($2)`,
        [t.table, t.columns],
      );
      expect(types.rows.length, t.table).toBe(t.columns.length);
      for (const row of types.rows as Array<{ data_type: string }>)
        expect(row.data_type).toBe('text');
    }
  });
});
