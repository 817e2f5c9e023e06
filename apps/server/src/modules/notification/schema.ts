import { NotificationType, type CoupleEndReason } from '@dama/contract';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../../platform/db/schema';
import { valuesOf } from '../../platform/db/schema/enum-values';

export interface CoupleNotificationPayload {
  coupleId: number;
  partnerNickname: string | null;
  /** COUPLE_DISCONNECTED: why the couple ended (decision 0057; absent from older rows). */
  reason?: CoupleEndReason;
}

/**
 * A notification of a couple event for one member (DESIGN 10). It stays PENDING until the member
 * marks it read, so an event missed on the live stream still reaches the app on its next start.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    type: text('type', { enum: valuesOf(NotificationType) }).notNull(),
    state: text('state', { enum: ['PENDING', 'READ'] })
      .notNull()
      .default('PENDING'),
    payload: jsonb('payload').$type<CoupleNotificationPayload>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('notifications_member_state_idx').on(t.memberId, t.state, t.id)],
);

export type NotificationRow = typeof notifications.$inferSelect;
