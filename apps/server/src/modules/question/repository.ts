import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { BatchedRead } from '../../platform/db/batched-read';
import type { Db } from '../../platform/db/client';
import type { DbOrTx, Tx } from '../../platform/db/tx';
import { members } from '../../platform/db/schema';
import { coupleQuestions, questionAnswers, type CoupleQuestionRow } from './schema';

/** Whose questions: a couple's book, or the one question of a member without a partner. */
export type QuestionOwner = { coupleId: number } | { soloMemberId: number };

const ownedBy = (owner: QuestionOwner) =>
  'coupleId' in owner
    ? eq(coupleQuestions.coupleId, owner.coupleId)
    : eq(coupleQuestions.soloMemberId, owner.soloMemberId);

/**
 * The questions (`couple_questions`): a couple's book and a member's solo question, with the
 * members' rows they lock and name. Answers are in answer-repository.ts, memories in
 * memory-repository.ts.
 */
export class QuestionRepository {
  /** Couples' highest questions asked at about the same time, in one query. */
  private readonly latestOfCouples = new BatchedRead<number, CoupleQuestionRow>(async (ids) => {
    const rows = await this.db
      .selectDistinctOn([coupleQuestions.coupleId])
      .from(coupleQuestions)
      .where(inArray(coupleQuestions.coupleId, ids))
      .orderBy(coupleQuestions.coupleId, desc(coupleQuestions.level));
    return new Map(rows.map((row) => [row.coupleId!, row]));
  });

  /** Couples' counts of questions both answered, asked at about the same time, in one query. */
  private readonly bothAnswered = new BatchedRead<number, number>(async (ids) => {
    const rows = await this.db
      .select({ coupleId: coupleQuestions.coupleId, n: count() })
      .from(coupleQuestions)
      .where(and(inArray(coupleQuestions.coupleId, ids), isNotNull(coupleQuestions.completedAt)))
      .groupBy(coupleQuestions.coupleId);
    return new Map(rows.map((row) => [row.coupleId!, row.n]));
  });

  constructor(readonly db: Db) {}

  /** The owner's highest level (today's question), locked `FOR UPDATE` when `lock` is set. */
  async latest(
    owner: QuestionOwner,
    db?: DbOrTx,
    lock = false,
  ): Promise<CoupleQuestionRow | undefined> {
    // Outside a transaction a couple's read joins the other couples' (batched).
    if (!db && 'coupleId' in owner) return this.latestOfCouples.load(owner.coupleId);
    const query = (db ?? this.db)
      .select()
      .from(coupleQuestions)
      .where(ownedBy(owner))
      .orderBy(desc(coupleQuestions.level))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /**
   * Inserts the owner's question at `level` unless it exists (the unique indexes on couple and
   * level, and on the solo member); returns the row only when this call inserted it.
   */
  async insert(
    db: DbOrTx,
    owner: QuestionOwner,
    level: number,
    now: Date,
  ): Promise<CoupleQuestionRow | undefined> {
    const [row] = await db
      .insert(coupleQuestions)
      .values({ ...owner, level, createdAt: now })
      .onConflictDoNothing()
      .returning();
    return row;
  }

  /** Closes a question (read-only from now on); true when this call closed it. */
  async close(tx: Tx, questionId: number, now: Date): Promise<boolean> {
    const closed = await tx
      .update(coupleQuestions)
      .set({ closedAt: now })
      .where(and(eq(coupleQuestions.id, questionId), isNull(coupleQuestions.closedAt)))
      .returning({ id: coupleQuestions.id });
    return closed.length > 0;
  }

  /** Marks the question answered by both once it has two answers (and was not marked yet). */
  /** Marks the question answered by both when both have answered; true when this call did. */
  async markCompletedIfBoth(tx: Tx, questionId: number, now: Date): Promise<boolean> {
    const marked = await tx
      .update(coupleQuestions)
      .set({ completedAt: now })
      .where(
        and(
          eq(coupleQuestions.id, questionId),
          isNull(coupleQuestions.completedAt),
          sql`(select count(*) from ${questionAnswers} where ${questionAnswers.coupleQuestionId} = ${questionId}) >= 2`,
        ),
      )
      .returning({ id: coupleQuestions.id });
    return marked.length > 0;
  }

  /** The highest question of each couple (the question-time job's set-based read). */
  async latestOfMany(coupleIds: readonly number[]): Promise<Map<number, CoupleQuestionRow>> {
    const found = new Map<number, CoupleQuestionRow>();
    for (let i = 0; i < coupleIds.length; i += 10_000) {
      const rows = await this.db
        .selectDistinctOn([coupleQuestions.coupleId])
        .from(coupleQuestions)
        .where(inArray(coupleQuestions.coupleId, coupleIds.slice(i, i + 10_000)))
        .orderBy(coupleQuestions.coupleId, desc(coupleQuestions.level));
      for (const row of rows) found.set(row.coupleId!, row);
    }
    return found;
  }

  async byId(questionId: number): Promise<CoupleQuestionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(coupleQuestions)
      .where(eq(coupleQuestions.id, questionId))
      .limit(1);
    return row;
  }

  async byLevel(coupleId: number, level: number): Promise<CoupleQuestionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(coupleQuestions)
      .where(and(eq(coupleQuestions.coupleId, coupleId), eq(coupleQuestions.level, level)))
      .limit(1);
    return row;
  }

  /** One page of the couple's book, ascending level, and the number of its questions. */
  async page(
    coupleId: number,
    page: number,
    size: number,
  ): Promise<{ rows: CoupleQuestionRow[]; totalCount: number }> {
    const where = eq(coupleQuestions.coupleId, coupleId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(coupleQuestions)
        .where(where)
        .orderBy(asc(coupleQuestions.level))
        .limit(size)
        .offset(page * size),
      this.db.select({ n: count() }).from(coupleQuestions).where(where),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  }

  /**
   * Holds the member's row against a concurrent link (`FOR KEY SHARE`, the lock the answer's
   * foreign key takes anyway, taken first): a link that locked the member finishes before, so
   * locks are always taken member first, question second.
   */
  async holdMember(tx: Tx, memberId: number): Promise<void> {
    await tx
      .select({ id: members.id })
      .from(members)
      .where(eq(members.id, memberId))
      .for('key share');
  }

  /** Locks the members' solo questions (an answer being written to one finishes first). */
  async lockSolo(tx: Tx, memberIds: readonly number[]): Promise<void> {
    await tx
      .select({ id: coupleQuestions.id })
      .from(coupleQuestions)
      .where(inArray(coupleQuestions.soloMemberId, [...memberIds]))
      .for('update');
  }

  /** Deletes the members' solo questions (with whatever answers are still on them). */
  async deleteSolo(tx: Tx, memberIds: readonly number[]): Promise<void> {
    await tx.delete(coupleQuestions).where(inArray(coupleQuestions.soloMemberId, [...memberIds]));
  }

  /** Questions of the couple both partners answered (`totalCoupleQuestionCount`). */
  async bothAnsweredCount(coupleId: number): Promise<number> {
    return (await this.bothAnswered.load(coupleId)) ?? 0;
  }

  /** Nicknames of these members (a withdrawn member's is null). */
  async nicknames(memberIds: readonly number[]): Promise<Map<number, string | null>> {
    const rows = await this.db
      .select({ id: members.id, nickname: members.nickname })
      .from(members)
      .where(inArray(members.id, [...memberIds]));
    return new Map(rows.map((row) => [row.id, row.nickname]));
  }

  /** Withdrawal: the member's solo question (answers and memories: their own repositories). */
  async eraseMember(tx: Tx, memberId: number): Promise<void> {
    await tx.delete(coupleQuestions).where(eq(coupleQuestions.soloMemberId, memberId));
  }
}
