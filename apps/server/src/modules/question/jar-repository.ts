import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { Tx } from '../../platform/db/tx';
import { coupleQuestions, jarCelebrations } from './schema';

/** The jar's reads of the couple's questions and its celebrations (`jar_celebrations`). */
export class JarRepository {
  constructor(readonly db: Db) {}

  /** When each question of the couple was answered by both (one row a question). */
  async completions(coupleId: number): Promise<Date[]> {
    const rows = await this.db
      .select({ completedAt: coupleQuestions.completedAt })
      .from(coupleQuestions)
      .where(and(eq(coupleQuestions.coupleId, coupleId), isNotNull(coupleQuestions.completedAt)));
    return rows.map((row) => row.completedAt!);
  }

  /** The highest milestone the member has seen celebrated with this couple (0: none). */
  async seen(coupleId: number, memberId: number): Promise<number> {
    const [row] = await this.db
      .select({ milestone: jarCelebrations.milestone })
      .from(jarCelebrations)
      .where(and(eq(jarCelebrations.coupleId, coupleId), eq(jarCelebrations.memberId, memberId)));
    return row?.milestone ?? 0;
  }

  /** Marks `milestone` seen (never lowers what was seen: two taps at once keep the higher). */
  async markSeen(coupleId: number, memberId: number, milestone: number, now: Date): Promise<void> {
    await this.db
      .insert(jarCelebrations)
      .values({ coupleId, memberId, milestone, seenAt: now })
      .onConflictDoUpdate({
        target: [jarCelebrations.coupleId, jarCelebrations.memberId],
        set: {
          milestone: sql`greatest(${jarCelebrations.milestone}, excluded.milestone)`,
          seenAt: sql`excluded.seen_at`,
        },
      });
  }

  async eraseMember(tx: Tx, memberId: number): Promise<void> {
    await tx.delete(jarCelebrations).where(eq(jarCelebrations.memberId, memberId));
  }
}
