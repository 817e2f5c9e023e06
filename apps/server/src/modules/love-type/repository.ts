import type { LoveTypeScore } from '@dama/contract';
import { and, eq, isNull, or } from 'drizzle-orm';
import { MemberRows } from '../../platform/db/member-rows';
import type { Db } from '../../platform/db/client';
import { members, type MemberRow } from '../../platform/db/schema';
import { loveTypeResults, type LoveTypeResultRow } from './schema';
import type { DbOrTx, Tx } from '../../platform/db/tx';
import { anonymousResultId } from './anonymous-id';

/** A member's current result as it is kept on their row (love-type's columns of `members`). */
export type MemberLoveType = Pick<MemberRow, 'loveTypeCategory' | 'anxietyRate' | 'avoidanceRate'>;

const UNTESTED: MemberLoveType = { loveTypeCategory: null, anxietyRate: null, avoidanceRate: null };

export class LoveTypeRepository {
  /** @param rows members' rows, batched with the other modules' reads (decision 0079) */
  constructor(
    private readonly db: Db,
    private readonly rows = new MemberRows(db),
  ) {}

  /**
   * Stores an anonymous result under a random id (`anonymousResultId`); returns the id
   * (`loveTypeId`). A collision (about one in 4.5 × 10^9 with a million rows) draws again.
   */
  async insertAnonymous(
    score: LoveTypeScore,
    now: Date,
    newId = anonymousResultId,
  ): Promise<number> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await this.db
        .insert(loveTypeResults)
        .values({ id: newId(), ...score, createdAt: now })
        .onConflictDoNothing({ target: loveTypeResults.id })
        .returning({ id: loveTypeResults.id });
      if (row) return row.id;
    }
    throw new Error('love_type_results: no free random id after 5 draws');
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

  /** The member's current result (nulls until tested; a withdrawn member reads as untested). */
  async memberResult(memberId: number): Promise<MemberLoveType> {
    const row = await this.rows.load(memberId);
    if (!row) return UNTESTED;
    const { loveTypeCategory, anxietyRate, avoidanceRate } = row;
    return { loveTypeCategory, anxietyRate, avoidanceRate };
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
  /** Withdrawal: the results the member adopted, and the member's own result on their row. */
  async eraseMember(tx: Tx, memberId: number): Promise<void> {
    await tx.delete(loveTypeResults).where(eq(loveTypeResults.adoptedBy, memberId));
    await tx
      .update(members)
      .set({ loveTypeCategory: null, anxietyRate: null, avoidanceRate: null })
      .where(eq(members.id, memberId));
  }
}
