import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members';

/** A signed-in device. Access tokens carry its id (`sid`); revoking it ends every token of it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

export type SessionRow = typeof sessions.$inferSelect;
