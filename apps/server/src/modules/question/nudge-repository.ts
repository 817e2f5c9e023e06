import { eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { DbOrTx, Tx } from '../../platform/db/tx';
import { questionNudges } from './schema';

/** A member's last nudge (`question_nudges`, one row per member). */
export class NudgeRepository {
  constructor(readonly db: Db) {}

  async lastOf(memberId: number, db: DbOrTx = this.db) {
    const [row] = await db
      .select()
      .from(questionNudges)
      .where(eq(questionNudges.memberId, memberId));
    return row;
  }

  /**
   * Records a nudge at `now` when the member's last one was at or before `notAfter` (or there
   * was none): one statement, so of two nudges at once only one passes. False when refused.
   */
  async take(
    tx: Tx,
    memberId: number,
    coupleQuestionId: number,
    now: Date,
    notAfter: Date,
  ): Promise<boolean> {
    const taken = await tx
      .insert(questionNudges)
      .values({ memberId, coupleQuestionId, nudgedAt: now })
      .onConflictDoUpdate({
        target: questionNudges.memberId,
        set: { coupleQuestionId, nudgedAt: sql`excluded.nudged_at` },
        setWhere: lte(questionNudges.nudgedAt, notAfter),
      })
      .returning({ memberId: questionNudges.memberId });
    return taken.length > 0;
  }

  async eraseMember(tx: Tx, memberId: number): Promise<void> {
    await tx.delete(questionNudges).where(eq(questionNudges.memberId, memberId));
  }
}
