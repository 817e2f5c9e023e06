import { and, eq, gt, isNull, ne, type SQL } from 'drizzle-orm';
import { members, sessions } from '../db/schema';
import type { DbOrTx } from '../db/tx';

/**
 * The one definition of a live session: not revoked, not expired, its member not withdrawn.
 * Selects the matching sessions' `id` and `memberId` among those `where` picks.
 */
export function selectLiveSessions(db: DbOrTx, now: Date, where: SQL | undefined) {
  return db
    .select({ id: sessions.id, memberId: sessions.memberId })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        where,
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        ne(members.state, 'DELETED'),
      ),
    );
}
