import { and, desc, eq } from 'drizzle-orm';
import { decrypt, encrypt, type DataKeys } from '../../platform/crypto';
import type { Db } from '../../platform/db/client';
import type { Tx } from '../../platform/db/tx';
import { coupleQuestions, questionMemories } from './schema';

/**
 * Members' one-line memories of their answers (`question_memories`, written by the memory job,
 * read by the chat's counsellor); the line is encrypted here, at rest.
 */
export class MemoryRepository {
  constructor(
    private readonly db: Db,
    private readonly key: DataKeys,
  ) {}

  /**
   * Stores the member's memory of a question: `replace` writes over an earlier one (the answer
   * was edited), else an existing memory is kept (idempotent job).
   */
  async store(
    memberId: number,
    questionId: number,
    line: string,
    now: Date,
    { replace }: { replace: boolean },
  ): Promise<void> {
    const contentEnc = encrypt(this.key, line);
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
  async recent(memberId: number, coupleId: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ contentEnc: questionMemories.contentEnc })
      .from(questionMemories)
      .innerJoin(coupleQuestions, eq(coupleQuestions.id, questionMemories.coupleQuestionId))
      .where(and(eq(questionMemories.memberId, memberId), eq(coupleQuestions.coupleId, coupleId)))
      .orderBy(desc(questionMemories.createdAt), desc(questionMemories.id))
      .limit(limit);
    return rows.map((row) => decrypt(this.key, row.contentEnc));
  }

  /** Withdrawal: the member's memories. */
  async eraseMember(tx: Tx, memberId: number): Promise<void> {
    await tx.delete(questionMemories).where(eq(questionMemories.memberId, memberId));
  }
}
