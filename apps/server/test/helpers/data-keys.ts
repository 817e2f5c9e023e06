import { createCipheriv, randomBytes } from 'node:crypto';
import { dataKeyId, decrypt, type DataKeys } from '../../src/platform/crypto';
import { countLeft } from '../../src/platform/data-keys';
import type { Database } from '../../src/platform/db/client';
import { ENCRYPTED_COLUMNS } from '../../src/wiring/encrypted-columns';
import { dataKeys } from './tables';

/** Keys for rotation tests (decision 0042): A is TEST_ENV's key. */
export const A = Buffer.alloc(32, 7);
export const B = Buffer.alloc(32, 8);
export const Z = Buffer.alloc(32, 9);
export const b64 = (key: Buffer) => key.toString('base64');
export const prefixOf = (key: Buffer) => `${dataKeyId(key)}:`;

/** A value as written before key ids: base64(iv | tag | ciphertext), no prefix. */
export function legacySeal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** Non-null values per listed column, and how many of them are not under `key`. */
export async function valuesUnder(database: Database, key: Buffer) {
  let total = 0;
  for (const t of ENCRYPTED_COLUMNS) {
    for (const c of t.columns) {
      const { rows } = await database.executeSql(
        `select count(*)::int as n from "${t.table}" where "${c}" is not null`,
        [],
      );
      total += (rows[0] as { n: number }).n;
    }
  }
  const left = await countLeft(database.db, ENCRYPTED_COLUMNS, prefixOf(key));
  return { total, notUnderKey: Object.values(left).reduce((a, b) => a + b, 0), left };
}

/** Every value of every text column of our tables that the key ring opens, by `table.column`. */
export async function sealedColumns(database: Database, keys: DataKeys): Promise<Set<string>> {
  const { rows } = await database.executeSql(
    `select table_name, column_name from information_schema.columns
     where table_schema = 'public' and data_type in ('text', 'character varying')`,
    [],
  );
  const found = new Set<string>();
  for (const { table_name: table, column_name: column } of rows as Array<{
    table_name: string;
    column_name: string;
  }>) {
    const values = await database.executeSql(
      `select "${column}" as v from "${table}" where "${column}" is not null`,
      [],
    );
    for (const { v } of values.rows as Array<{ v: string }>) {
      try {
        decrypt(keys, v);
        found.add(`${table}.${column}`);
        break;
      } catch {
        // Not a sealed value.
      }
    }
  }
  return found;
}

/** The encrypted columns the re-encryption job knows of, by `table.column`. */
export const listedColumns = () =>
  new Set(ENCRYPTED_COLUMNS.flatMap((t) => t.columns.map((c) => `${t.table}.${c}`)));

/** `data_keys` by key id: the last count and whether the key is retired. */
export async function keyRegistry(database: Database) {
  const rows = await database.db.select().from(dataKeys);
  return Object.fromEntries(
    rows.map((row) => [row.keyId, { valuesLeft: row.valuesLeft, retired: row.retiredAt !== null }]),
  );
}
