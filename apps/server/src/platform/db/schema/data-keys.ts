import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The data keys values have been sealed with (decision 0042), by key id (never the key). Every
 * start registers its configured keys; the re-encryption job counts what is left under each old
 * key and retires a key once none is. A start whose configuration lacks a key that is not
 * retired is refused: its values would be unreadable.
 */
export const dataKeys = pgTable('data_keys', {
  keyId: text('key_id').primaryKey(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Values still sealed with this key when the re-encryption job last counted; null: never. */
  valuesLeft: integer('values_left'),
  countedAt: timestamp('counted_at', { withTimezone: true, mode: 'date' }),
  /** Set when the job found no value left under the key (it may then leave the configuration). */
  retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
});

export type DataKeyRow = typeof dataKeys.$inferSelect;
