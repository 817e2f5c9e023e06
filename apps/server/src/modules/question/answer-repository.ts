import { and, eq, inArray } from 'drizzle-orm';
import { decrypt, encrypt, type DataKeys } from '../../platform/crypto';
import { BatchedRead } from '../../platform/db/batched-read';
import type { Db } from '../../platform/db/client';
import type { Tx } from '../../platform/db/tx';
import { coupleQuestions, questionAnswers } from './schema';

/** An answer with its text decrypted. */
export interface StoredAnswer {
  coupleQuestionId: number;
  memberId: number;
  text: string;
}

/**
 * Members' answers to questions (`question_answers`, one a member and question); the text is
 * encrypted here, at rest.
 */
export class AnswerRepository {
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

  constructor(
    private readonly db: Db,
    private readonly key: DataKeys,
  ) {}

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
  async ofQuestion(questionId: number): Promise<StoredAnswer[]> {
    const rows = await this.db
      .select()
      .from(questionAnswers)
      .where(eq(questionAnswers.coupleQuestionId, questionId));
    return rows.map((row) => ({
      coupleQuestionId: row.coupleQuestionId,
      memberId: row.memberId,
      text: decrypt(this.key, row.answerEnc),
    }));
  }

  /** The member's first answer to the question; false when they had answered already. */
  async insert(
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
        answerEnc: encrypt(this.key, text),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: questionAnswers.id });
    return inserted.length > 0;
  }

  /** Replaces the member's answer; false when they have none. */
  async update(
    tx: Tx,
    questionId: number,
    memberId: number,
    text: string,
    now: Date,
  ): Promise<boolean> {
    const updated = await tx
      .update(questionAnswers)
      .set({ answerEnc: encrypt(this.key, text), updatedAt: now })
      .where(
        and(
          eq(questionAnswers.coupleQuestionId, questionId),
          eq(questionAnswers.memberId, memberId),
        ),
      )
      .returning({ id: questionAnswers.id });
    return updated.length > 0;
  }

  /** Moves the members' solo answers into the question; returns how many moved. */
  async moveSolo(tx: Tx, memberIds: readonly number[], toQuestionId: number): Promise<number> {
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

  /** Withdrawal: the member's answers. */
  async eraseMember(tx: Tx, memberId: number): Promise<void> {
    await tx.delete(questionAnswers).where(eq(questionAnswers.memberId, memberId));
  }
}
