import { DEFAULT_QUESTION_TIME } from '@dama/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
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
    /**
     * `HH:MM` Korean time: when the question of the day is pushed to the partner who has not
     * answered (issue 25, decision 0059). Either partner changes it.
     */
    questionTime: text('question_time').notNull().default(DEFAULT_QUESTION_TIME),
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
    // The question-time job's lookup: the linked couples whose time is this minute.
    index('couples_question_time_idx')
      .on(t.questionTime)
      .where(sql`${t.endedAt} is null`),
  ],
);

export type CoupleRow = typeof couples.$inferSelect;
