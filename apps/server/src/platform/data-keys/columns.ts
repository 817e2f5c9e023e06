import { getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's columns encrypted at rest (`encrypt` of platform/crypto.ts), as SQL names: what the
 * re-encryption job rewrites. Each module declares its own in its schema.ts and exports them from
 * its index; wiring/encrypted-columns.ts lists them all, and test/data-keys-columns.test.ts fails
 * when a column ending in `_enc` (the naming rule for them), or any column holding a sealed value,
 * is missing from that list.
 */
export interface EncryptedColumns {
  table: string;
  /** The primary key (one column): batches are read in its order. */
  key: string;
  columns: readonly string[];
}

export function encryptedColumns(
  table: PgTable,
  key: PgColumn,
  columns: readonly PgColumn[],
): EncryptedColumns {
  return { table: getTableName(table), key: key.name, columns: columns.map((c) => c.name) };
}
