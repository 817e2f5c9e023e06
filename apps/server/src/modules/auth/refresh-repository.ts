import { and, eq, gt, isNull } from 'drizzle-orm';
import { selectLiveSessions } from '../../platform/auth/live-sessions';
import type { Db } from '../../platform/db/client';
import type { Tx } from '../../platform/db/tx';
import { sessions } from '../../platform/db/schema';
import { refreshTokens } from './schema';

/** The session a refresh token belongs to. */
export interface SessionRef {
  memberId: number;
  sessionId: string;
}

/** What is stored of a successor pair: the refresh token's hash, both tokens encrypted. */
export interface SealedSuccessor {
  tokenHash: string;
  refreshEnc: string;
  accessEnc: string;
}

export interface RotateOptions<T extends SealedSuccessor> {
  now: Date;
  expiresAt: Date;
  /** How long after spending a token a repeat of it gets the same successor. */
  graceMs: number;
  /** Issues the successor pair for the session (called inside the transaction). */
  issue: (session: SessionRef) => Promise<T>;
}

export type Rotation<T> =
  | { kind: 'rotated'; successor: T }
  /** A repeat within the grace window: the pair the first rotation issued, still sealed. */
  | { kind: 'repeat'; refreshEnc: string; accessEnc: string }
  /** Unknown, expired or dead; `reusedSessionId` when it was a spent token (reuse). */
  | { kind: 'refused'; reusedSessionId: string | null };

/**
 * Single-use refresh tokens with rotation (only their SHA-256 is stored). All state is in the
 * database, so a repeat is recognised on any instance; concurrent refreshes of one token
 * serialise on the spent row's lock.
 */
export class RefreshTokenRepository {
  constructor(private readonly db: Db) {}

  /**
   * Spends `tokenHash` and stores its successor, in one transaction. A token spent less than
   * `graceMs` ago whose successor is still unspent answers with that same pair (`repeat`): two
   * refreshes at once (two tabs, the app and its WebView) end with one pair. A spent token after
   * that, or one whose successor was spent too, is reuse.
   */
  async rotate<T extends SealedSuccessor>(
    tokenHash: string,
    options: RotateOptions<T>,
  ): Promise<Rotation<T>> {
    const { now } = options;
    return this.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(refreshTokens.tokenHash, tokenHash),
            isNull(refreshTokens.usedAt),
            gt(refreshTokens.expiresAt, now),
          ),
        )
        .returning({ sessionId: refreshTokens.sessionId });
      if (!spent) return this.repeatOrReuse(tx, tokenHash, now, options.graceMs);
      // The session's expiry moves with its newest refresh token, just checked above.
      const [live] = await selectLiveSessions(tx, now, eq(sessions.id, spent.sessionId)).limit(1);
      if (!live) return { kind: 'refused', reusedSessionId: null };
      const successor = await options.issue({ memberId: live.memberId, sessionId: live.id });
      // The row stays locked until commit: a concurrent repeat waits and then reads all of this.
      await tx
        .update(refreshTokens)
        .set({
          successorHash: successor.tokenHash,
          successorEnc: successor.refreshEnc,
          successorAccessEnc: successor.accessEnc,
        })
        .where(eq(refreshTokens.tokenHash, tokenHash));
      await tx.insert(refreshTokens).values({
        tokenHash: successor.tokenHash,
        sessionId: live.id,
        createdAt: now,
        expiresAt: options.expiresAt,
      });
      await tx
        .update(sessions)
        .set({ expiresAt: options.expiresAt })
        .where(eq(sessions.id, live.id));
      return { kind: 'rotated', successor };
    });
  }

  /** A token that was not spendable: a repeat within the grace window, reuse, or unknown. */
  private async repeatOrReuse(
    tx: Tx,
    tokenHash: string,
    now: Date,
    graceMs: number,
  ): Promise<Rotation<never>> {
    const [known] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    if (!known?.usedAt) return { kind: 'refused', reusedSessionId: null };
    const { successorHash, successorEnc, successorAccessEnc } = known;
    const withinGrace = now.getTime() - known.usedAt.getTime() <= graceMs;
    if (withinGrace && successorHash && successorEnc && successorAccessEnc) {
      const [live] = await selectLiveSessions(tx, now, eq(sessions.id, known.sessionId)).limit(1);
      // The successor must not have been spent in turn.
      const unspent = await tx
        .select({ tokenHash: refreshTokens.tokenHash })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.tokenHash, successorHash), isNull(refreshTokens.usedAt)))
        .limit(1);
      if (live && unspent.length > 0) {
        return { kind: 'repeat', refreshEnc: successorEnc, accessEnc: successorAccessEnc };
      }
    }
    return { kind: 'refused', reusedSessionId: known.sessionId };
  }
}
