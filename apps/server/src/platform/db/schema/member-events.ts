import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members';

/**
 * The last live-stream event id given to each member. Ids increase per member on every instance:
 * the upsert that takes the next one locks the member's row until the event row is committed, so
 * a member's events commit in id order.
 */
export const memberEventCounters = pgTable('member_event_counters', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
});

/**
 * Recent live-stream events of a member, kept a few minutes so a reconnect with `Last-Event-ID`
 * receives what it missed (CONTRACT 5). `data` is the frame's payload text. Older rows are pruned.
 */
export const memberEvents = pgTable(
  'member_events',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    event: text('event').notNull(),
    data: text('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.seq] }),
    index('member_events_created_idx').on(t.createdAt),
  ],
);
