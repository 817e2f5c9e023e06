import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { encryptedColumns } from '../../platform/data-keys/columns';
import { members, sessions } from '../../platform/db/schema';

/** Refresh tokens are opaque; only their SHA-256 hash is stored. Single use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /**
     * The token this one was rotated into, encrypted: a repeat of this token within the grace
     * window (two refreshes at once) gets the same successor instead of revoking the session.
     */
    successorEnc: text('successor_enc'),
    /** The successor's hash, to tell whether it has been spent in turn. */
    successorHash: text('successor_hash'),
    /**
     * The access token issued with the successor, encrypted: the repeat gets the very same pair.
     */
    successorAccessEnc: text('successor_access_enc'),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/**
 * Sign-in's values encrypted at rest (decision 0042): a rotated token's successor pair, and
 * Apple's refresh token on the core `members` row (a column only this module reads).
 */
export const authEncryptedColumns = [
  encryptedColumns(refreshTokens, refreshTokens.tokenHash, [
    refreshTokens.successorEnc,
    refreshTokens.successorAccessEnc,
  ]),
  encryptedColumns(members, members.id, [members.appleRefreshTokenEnc]),
];
