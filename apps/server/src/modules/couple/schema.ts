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
import { AnniversaryRepeat } from '@dama/contract';
import { encryptedColumns } from '../../platform/data-keys/columns';
import { members } from '../../platform/db/schema';
import { valuesOf } from '../../platform/db/schema/enum-values';

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

/**
 * The couple's own anniversaries (issue 26, decision 0069): couple-owned, so both partners see and
 * change them; they go with the couple row (a relink within 30 days brings them back, the purge
 * and a withdrawal erase them by cascade; a new partner is a new couple). The title is the
 * couple's free text, sealed like the answers (`title_enc`, AES-256-GCM). `created_by` is who
 * added it (not an owner: both may change it).
 */
export const coupleAnniversaries = pgTable(
  'couple_anniversaries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    coupleId: integer('couple_id')
      .notNull()
      .references(() => couples.id, { onDelete: 'cascade' }),
    titleEnc: text('title_enc').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    repeat: text('repeat', { enum: valuesOf(AnniversaryRepeat) }).notNull(),
    createdBy: integer('created_by').references(() => members.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('couple_anniversaries_couple_idx').on(t.coupleId, t.date)],
);

export type CoupleAnniversaryRow = typeof coupleAnniversaries.$inferSelect;

/** The couple module's values encrypted at rest: the anniversaries' titles (decision 0042). */
export const coupleEncryptedColumns = [
  encryptedColumns(coupleAnniversaries, coupleAnniversaries.id, [coupleAnniversaries.titleEnc]),
];
