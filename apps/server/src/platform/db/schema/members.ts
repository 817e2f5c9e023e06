import { LoveTypeCategory, MemberState, Provider } from '@dama/contract';
import { date, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { valuesOf } from './enum-values';

/**
 * A member. `state` is BEFORE_ONBOARDING, ALIVE or DELETED. A withdrawn member stays as a
 * tombstone: the provider key, e-mail, nickname and everything personal are cleared so a new
 * sign-in with the same provider account creates a new member.
 */
export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider', { enum: valuesOf(Provider) }).notNull(),
    providerSubject: text('provider_subject'),
    state: text('state', { enum: [...valuesOf(MemberState), 'DELETED'] })
      .notNull()
      .default('BEFORE_ONBOARDING'),
    nickname: text('nickname'),
    email: text('email'),
    startLoveDate: date('start_love_date', { mode: 'string' }),
    inviteCode: text('invite_code'),
    loveTypeCategory: text('love_type_category', { enum: valuesOf(LoveTypeCategory) }),
    anxietyRate: numeric('anxiety_rate', { precision: 3, scale: 2, mode: 'number' }),
    avoidanceRate: numeric('avoidance_rate', { precision: 3, scale: 2, mode: 'number' }),
    /** Apple's refresh token (AES-256-GCM, base64), kept to revoke on withdrawal. */
    appleRefreshTokenEnc: text('apple_refresh_token_enc'),
    /** The Apple client id (audience) the member signed in with. */
    appleClientId: text('apple_client_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('members_provider_subject_key').on(t.provider, t.providerSubject),
    uniqueIndex('members_invite_code_key').on(t.inviteCode),
  ],
);

export type MemberRow = typeof members.$inferSelect;
