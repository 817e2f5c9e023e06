import type { LoveTypeScore } from '@dama/contract';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { loveTypeResults, members, type LoveTypeResultRow } from '../../platform/db/schema';
import type { DbOrTx, Tx } from '../../platform/db/tx';

export class LoveTypeRepository {
  constructor(private readonly db: Db) {}

  /** Stores an anonymous result; returns its id (`loveTypeId`). */
  async insertAnonymous(score: LoveTypeScore, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(loveTypeResults)
      .values({ ...score, createdAt: now })
      .returning({ id: loveTypeResults.id });
    if (!row) throw new Error('love_type_results insert returned no row');
    return row.id;
  }

  async findResult(id: number, db: DbOrTx = this.db): Promise<LoveTypeResultRow | undefined> {
    const [row] = await db
      .select()
      .from(loveTypeResults)
      .where(eq(loveTypeResults.id, id))
      .limit(1);
    return row;
  }

  /**
   * Marks an anonymous result as adopted by the member (idempotent for the same member).
   * Returns the row, or undefined when there is none or another member adopted it already.
   */
  async adopt(
    id: number,
    memberId: number,
    db: DbOrTx = this.db,
  ): Promise<LoveTypeResultRow | undefined> {
    const [row] = await db
      .update(loveTypeResults)
      .set({ adoptedBy: memberId })
      .where(
        and(
          eq(loveTypeResults.id, id),
          or(isNull(loveTypeResults.adoptedBy), eq(loveTypeResults.adoptedBy, memberId)),
        ),
      )
      .returning();
    return row;
  }

  /** Sets (replaces) the member's current result. */
  async setMemberLoveType(
    memberId: number,
    score: LoveTypeScore,
    now: Date,
    db: DbOrTx = this.db,
  ): Promise<void> {
    await db
      .update(members)
      .set({
        loveTypeCategory: score.loveTypeCategory,
        anxietyRate: score.anxietyRate,
        avoidanceRate: score.avoidanceRate,
        updatedAt: now,
      })
      .where(eq(members.id, memberId));
  }

  /** Withdrawal: the results the member adopted go. */
  async deleteAdoptedBy(tx: Tx, memberId: number): Promise<void> {
    await tx.delete(loveTypeResults).where(eq(loveTypeResults.adoptedBy, memberId));
  }
}
