import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { decrypt, encrypt, type DataKeys } from '../../platform/crypto';
import { BatchedRead } from '../../platform/db/batched-read';
import type { Db } from '../../platform/db/client';
import type { DbOrTx, Tx } from '../../platform/db/tx';
import { members } from '../../platform/db/schema';
import {
  coupleQuestions,
  questionAnswers,
  questionMemories,
  type CoupleQuestionRow,
} from './schema';

/** Whose questions: a couple's book, or the one question of a member without a partner. */
export type QuestionOwner = { coupleId: number } | { soloMemberId: number };

/** An answer with its text decrypted. */
export interface StoredAnswer {
  coupleQuestionId: number;
  memberId: number;
  text: string;
}

const ownedBy = (owner: QuestionOwner) =>
  'coupleId' in owner
    ? eq(coupleQuestions.coupleId, owner.coupleId)
    : eq(coupleQuestions.soloMemberId, owner.soloMemberId);

/** Questions, answers and memories; answer and memory texts are encrypted here, at rest. */
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

  /** Who answered each question, for questions asked at about the same time, in one query. */
  private readonly answerers = new BatchedRead<number, number[]>(async (ids) => {
    const found = new Map<number, number[]>();
    for (const row of await this.answerRows(ids)) {
      const list = found.get(row.coupleQuestionId);
      if (list) list.push(row.memberId);
      else found.set(row.coupleQuestionId, [row.memberId]);
    }
    return found;
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

  constructor(
    readonly db: Db,
    private readonly key: DataKeys,
  ) {}

  private seal(text: string): string {
    return encrypt(this.key, text);
  }

  private open(sealed: string): string {
    return decrypt(this.key, sealed);
  }

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
  async markCompletedIfBoth(tx: Tx, questionId: number, now: Date): Promise<void> {
    await tx
      .update(coupleQuestions)
      .set({ completedAt: now })
      .where(
        and(
          eq(coupleQuestions.id, questionId),
          isNull(coupleQuestions.completedAt),
          sql`(select count(*) from ${questionAnswers} where ${questionAnswers.coupleQuestionId} = ${questionId}) >= 2`,
        ),
      );
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

  /** Who answered which of these questions (no texts). */
  async answeredBy(
    questionIds: readonly number[],
  ): Promise<Array<{ coupleQuestionId: number; memberId: number }>> {
    if (questionIds.length === 0) return [];
    if (questionIds.length === 1) {
      const coupleQuestionId = questionIds[0]!;
      const memberIds = (await this.answerers.load(coupleQuestionId)) ?? [];
      return memberIds.map((memberId) => ({ coupleQuestionId, memberId }));
    }
    return this.answerRows(questionIds);
  }

  private answerRows(
    questionIds: readonly number[],
  ): Promise<Array<{ coupleQuestionId: number; memberId: number }>> {
    return this.db
      .select({
        coupleQuestionId: questionAnswers.coupleQuestionId,
        memberId: questionAnswers.memberId,
      })
      .from(questionAnswers)
      .where(inArray(questionAnswers.coupleQuestionId, [...questionIds]));
  }

  /** The answers to a question, decrypted. */
  async answers(questionId: number): Promise<StoredAnswer[]> {
    const rows = await this.db
      .select()
      .from(questionAnswers)
      .where(eq(questionAnswers.coupleQuestionId, questionId));
    return rows.map((row) => ({
      coupleQuestionId: row.coupleQuestionId,
      memberId: row.memberId,
      text: this.open(row.answerEnc),
    }));
  }

  /** The member's first answer to the question; false when they had answered already. */
  async insertAnswer(
    tx: Tx,
    questionId: number,
    memberId: number,
    text: string,
    now: Date,
  ): Promise<boolean> {
    const inserted = await tx
      .insert(questionAnswers)
      .values({
        coupleQuestionId: questionId,
        memberId,
        answerEnc: this.seal(text),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: questionAnswers.id });
    return inserted.length > 0;
  }

  /** Replaces the member's answer; false when they have none. */
  async updateAnswer(
    tx: Tx,
    questionId: number,
    memberId: number,
    text: string,
    now: Date,
  ): Promise<boolean> {
    const updated = await tx
      .update(questionAnswers)
      .set({ answerEnc: this.seal(text), updatedAt: now })
      .where(
        and(
          eq(questionAnswers.coupleQuestionId, questionId),
          eq(questionAnswers.memberId, memberId),
        ),
      )
      .returning({ id: questionAnswers.id });
    return updated.length > 0;
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

  /** Moves the members' solo answers into the question; returns how many moved. */
  async moveSoloAnswers(
    tx: Tx,
    memberIds: readonly number[],
    toQuestionId: number,
  ): Promise<number> {
    const solo = tx
      .select({ id: coupleQuestions.id })
      .from(coupleQuestions)
      .where(inArray(coupleQuestions.soloMemberId, [...memberIds]));
    const moved = await tx
      .update(questionAnswers)
      .set({ coupleQuestionId: toQuestionId })
      .where(inArray(questionAnswers.coupleQuestionId, solo))
      .returning({ id: questionAnswers.id });
    return moved.length;
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

  /**
   * Stores the member's memory of a question: `replace` writes over an earlier one (the answer
   * was edited), else an existing memory is kept (idempotent job).
   */
  async storeMemory(
    memberId: number,
    questionId: number,
    line: string,
    now: Date,
    { replace }: { replace: boolean },
  ): Promise<void> {
    const contentEnc = this.seal(line);
    const insert = this.db
      .insert(questionMemories)
      .values({ memberId, coupleQuestionId: questionId, contentEnc, createdAt: now });
    await (replace
      ? insert.onConflictDoUpdate({
          target: [questionMemories.memberId, questionMemories.coupleQuestionId],
          set: { contentEnc, createdAt: now },
        })
      : insert.onConflictDoNothing());
  }

  /** Who has a memory of the question already. */
  async rememberedBy(questionId: number): Promise<Set<number>> {
    const rows = await this.db
      .select({ memberId: questionMemories.memberId })
      .from(questionMemories)
      .where(eq(questionMemories.coupleQuestionId, questionId));
    return new Set(rows.map((row) => row.memberId));
  }

  /** The member's newest memories from questions of this couple, decrypted. */
  async recentMemories(memberId: number, coupleId: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ contentEnc: questionMemories.contentEnc })
      .from(questionMemories)
      .innerJoin(coupleQuestions, eq(coupleQuestions.id, questionMemories.coupleQuestionId))
      .where(and(eq(questionMemories.memberId, memberId), eq(coupleQuestions.coupleId, coupleId)))
      .orderBy(desc(questionMemories.createdAt), desc(questionMemories.id))
      .limit(limit);
    return rows.map((row) => this.open(row.contentEnc));
  }

  /** Withdrawal: the member's answers, memories and solo question. */
  async eraseMember(tx: Tx, memberId: number): Promise<void> {
    await tx.delete(questionMemories).where(eq(questionMemories.memberId, memberId));
    await tx.delete(questionAnswers).where(eq(questionAnswers.memberId, memberId));
    await tx.delete(coupleQuestions).where(eq(coupleQuestions.soloMemberId, memberId));
  }
}
