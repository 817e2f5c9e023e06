import { createCipheriv, randomBytes } from 'node:crypto';
import { dataKeyId } from '../../src/platform/crypto';
import { countLeft } from '../../src/platform/data-keys';
import type { Database } from '../../src/platform/db/client';
import { ENCRYPTED_COLUMNS } from '../../src/wiring/encrypted-columns';

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
