import {
  NotificationKind,
  type CoupleEndReason,
  type KindSwitches,
  type NotificationTarget,
} from '@dama/contract';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from '../../platform/db/schema';
import { valuesOf } from '../../platform/db/schema/enum-values';

/**
 * What a row remembers to write its text (copy.ts) when it is read: the partner's nickname as it
 * was, and for the couple kinds the couple and (COUPLE_DISCONNECTED) why. Never the text of an
 * answer or a chat.
 */
export interface NotificationPayload {
  /** The couple kinds (CONTRACT 4.2's payload); absent from the centre-only kinds. */
  coupleId?: number;
  partnerNickname: string | null;
  /** COUPLE_DISCONNECTED: why the couple ended (decision 0057; absent from older rows). */
  reason?: CoupleEndReason;
  /** PARTNER_ANSWERED: the recipient had answered already (both answers are there to read). */
  bothAnswered?: boolean;
  /** ANNIVERSARY_SOON / _TODAY: a yearly anniversary (absent for a 100-day step or the couple's own). */
  anniversaryYears?: number;
}

/**
 * A notification for one member (DESIGN 10, issue 25, decision 0059): the couple events of the
 * pending list (COUPLE_CONNECTED / COUPLE_DISCONNECTED) and the centre's other kinds, one row and
 * one read state for both. It stays PENDING until the member reads it (in the centre or the
 * pending list). `dedupe_key` makes a notification that must exist once (the question of the day
 * per member and Korean day, an anniversary, a summary) safe to create twice at once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type', { enum: valuesOf(NotificationKind) }).notNull(),
    state: text('state', { enum: ['PENDING', 'READ'] })
      .notNull()
      .default('PENDING'),
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    /** The ids the entry points at (contract `NotificationTarget`). */
    target: jsonb('target').$type<NotificationTarget>().notNull().default({}),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('notifications_member_state_idx').on(t.memberId, t.state, t.id),
    index('notifications_member_created_idx').on(t.memberId, t.createdAt, t.id),
    index('notifications_created_idx').on(t.createdAt),
    // Unique; NULLs (most rows) never collide.
    uniqueIndex('notifications_dedupe_key').on(t.dedupeKey),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A member's notification settings; no row means the defaults (every kind on, quiet hours
 * 23:00–08:00 on). `kinds` holds only the switches the member changed.
 */
export const notificationSettings = pgTable('notification_settings', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  kinds: jsonb('kinds').$type<Partial<KindSwitches>>().notNull().default({}),
  quietEnabled: boolean('quiet_enabled').notNull(),
  quietStart: text('quiet_start').notNull(),
  quietEnd: text('quiet_end').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
