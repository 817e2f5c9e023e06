import type { AnswerReaction } from '@dama/contract';
import { and, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { decrypt, encrypt, type DataKeys } from '../../platform/crypto';
import type { Db } from '../../platform/db/client';
import type { Tx } from '../../platform/db/tx';
import { answerResponses, questionAnswers } from './schema';

/** What one member left on another's answer, the reply decrypted. */
export interface StoredResponse {
  id: number;
  /** Whose answer it is on. */
  ownerId: number;
  /** Who left it. */
  memberId: number;
  reaction: AnswerReaction | null;
  reply: { text: string; updatedAt: Date } | null;
}

/** A change to one's response: a field left out stays as it is; null removes it. */
export interface ResponseChange {
  reaction?: AnswerReaction | null;
  reply?: string | null;
}

/**
 * Reactions and replies on answers (`answer_responses`, decision 0067); the reply is encrypted
 * here, at rest, as the answers are.
 */
export class ResponseRepository {
  constructor(
    private readonly db: Db,
    private readonly key: DataKeys,
  ) {}

  /** Every response on the answers to a question, with whose answer each is on. */
  async ofQuestion(questionId: number): Promise<StoredResponse[]> {
    const rows = await this.db
      .select({ row: answerResponses, ownerId: questionAnswers.memberId })
      .from(answerResponses)
      .innerJoin(questionAnswers, eq(questionAnswers.id, answerResponses.answerId))
      .where(eq(questionAnswers.coupleQuestionId, questionId));
    return rows.map(({ row, ownerId }) => this.stored(row, ownerId));
  }

  /** The answers' ids by their writer, of these members to the question (locked: key share). */
  async answerIds(tx: Tx, questionId: number, memberIds: readonly number[]) {
    const rows = await tx
      .select({ id: questionAnswers.id, memberId: questionAnswers.memberId })
      .from(questionAnswers)
      .where(
        and(
          eq(questionAnswers.coupleQuestionId, questionId),
          inArray(questionAnswers.memberId, [...memberIds]),
        ),
      )
      .for('key share');
    return new Map(rows.map((row) => [row.memberId, row.id]));
  }

  /**
   * Applies the change to the member's response on the answer: made when it adds something,
   * updated otherwise (a removal where there is nothing changes nothing). Returns the response
   * after it, or null when there is none.
   */
  async apply(
    tx: Tx,
    answerId: number,
    ownerId: number,
    memberId: number,
    change: ResponseChange,
    now: Date,
  ): Promise<StoredResponse | null> {
    const set: Partial<typeof answerResponses.$inferInsert> & { updatedAt: Date } = {
      updatedAt: now,
    };
    if (change.reaction !== undefined) set.reaction = change.reaction;
    if (change.reply !== undefined) {
      set.replyEnc = change.reply === null ? null : encrypt(this.key, change.reply);
      set.replyUpdatedAt = change.reply === null ? null : now;
    }
    const adds = change.reaction != null || change.reply != null;
    const [row] = adds
      ? await tx
          .insert(answerResponses)
          .values({ answerId, memberId, createdAt: now, ...set })
          .onConflictDoUpdate({
            target: [answerResponses.answerId, answerResponses.memberId],
            set,
          })
          .returning()
      : await tx
          .update(answerResponses)
          .set(set)
          .where(
            and(eq(answerResponses.answerId, answerId), eq(answerResponses.memberId, memberId)),
          )
          .returning();
    return row ? this.stored(row, ownerId) : null;
  }

  /**
   * Marks the response as notified now unless it was within `windowMs` (under the row's lock
   * the change took): true when the partner is to be notified.
   */
  async claimNotice(tx: Tx, id: number, now: Date, windowMs: number): Promise<boolean> {
    const since = new Date(now.getTime() - windowMs);
    const claimed = await tx
      .update(answerResponses)
      .set({ notifiedAt: now })
      .where(
        and(
          eq(answerResponses.id, id),
          or(isNull(answerResponses.notifiedAt), lte(answerResponses.notifiedAt, since)),
        ),
      )
      .returning({ id: answerResponses.id });
    return claimed.length > 0;
  }

  /** Withdrawal: what the member left on answers (what others left on theirs goes with them). */
  async eraseMember(tx: Tx, memberId: number): Promise<void> {
    await tx.delete(answerResponses).where(eq(answerResponses.memberId, memberId));
    await tx
      .delete(answerResponses)
      .where(
        inArray(
          answerResponses.answerId,
          tx
            .select({ id: questionAnswers.id })
            .from(questionAnswers)
            .where(eq(questionAnswers.memberId, memberId)),
        ),
      );
  }

  private stored(row: typeof answerResponses.$inferSelect, ownerId: number): StoredResponse {
    return {
      id: row.id,
      ownerId,
      memberId: row.memberId,
      reaction: row.reaction ?? null,
      reply:
        row.replyEnc === null
          ? null
          : {
              text: decrypt(this.key, row.replyEnc),
              updatedAt: row.replyUpdatedAt ?? row.updatedAt,
            },
    };
  }
}
