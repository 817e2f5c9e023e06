import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../../platform/db/schema';

/**
 * A couple: two members, stored in id order (`memberAId < memberBId`) so a pair has one spelling.
 * `endedAt` null = linked. An ended couple is hidden; relinking the same pair within 30 days
 * brings the same row back (its data with it), else the purge job deletes it and whatever
 * references it (shared data tables reference `couples.id` with `on delete cascade`).
 * At most one active couple per member (the two partial unique indexes back up the row locks
 * the link transaction takes).
 */
export const couples = pgTable(
  'couples',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberAId: integer('member_a_id')
      .notNull()
      .references(() => members.id),
    memberBId: integer('member_b_id')
      .notNull()
      .references(() => members.id),
    /** The couple's relationship start date (drives both partners' D-day while linked). */
    startLoveDate: date('start_love_date', { mode: 'string' }),
    /** True once either partner set the couple's date after linking. */
    isStartLoveDateUpdated: boolean('is_start_love_date_updated').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The last time the pair linked (creation or recovery). */
    linkedAt: timestamp('linked_at', { withTimezone: true, mode: 'date' }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('couples_member_order_check', sql`${t.memberAId} < ${t.memberBId}`),
    uniqueIndex('couples_active_member_a_key')
      .on(t.memberAId)
      .where(sql`${t.endedAt} is null`),
    uniqueIndex('couples_active_member_b_key')
      .on(t.memberBId)
      .where(sql`${t.endedAt} is null`),
    index('couples_pair_idx').on(t.memberAId, t.memberBId),
    index('couples_ended_at_idx').on(t.endedAt),
  ],
);

export type CoupleRow = typeof couples.$inferSelect;
