import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { isDeadlock } from '../../platform/db/errors';
import {
  loveTypeResults,
  members,
  memberTerms,
  notifications,
  sessions,
  type MemberRow,
} from '../../platform/db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Agreement {
  termsId: number;
  isAgreed: boolean;
}

export class MemberRepository {
  constructor(readonly db: Db) {}

  async findAlive(memberId: number, db: Db | Tx = this.db): Promise<MemberRow | undefined> {
    const [row] = await db
      .select()
      .from(members)
      .where(and(eq(members.id, memberId), ne(members.state, 'DELETED')))
      .limit(1);
    return row;
  }

  async update(
    memberId: number,
    changes: Partial<Pick<MemberRow, 'nickname' | 'state' | 'startLoveDate'>>,
    now: Date,
    db: Db | Tx = this.db,
  ): Promise<void> {
    await db
      .update(members)
      .set({ ...changes, updatedAt: now })
      .where(eq(members.id, memberId));
  }

  async upsertAgreements(
    memberId: number,
    agreements: Agreement[],
    now: Date,
    db: Db | Tx = this.db,
  ): Promise<void> {
    if (agreements.length === 0) return;
    await db
      .insert(memberTerms)
      .values(
        agreements.map((a) => ({
          memberId,
          termsId: a.termsId,
          isAgreed: a.isAgreed,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [memberTerms.memberId, memberTerms.termsId],
        set: { isAgreed: sql`excluded.is_agreed`, updatedAt: now },
      });
  }

  async agreements(memberId: number, db: Db | Tx = this.db): Promise<Agreement[]> {
    return db
      .select({ termsId: memberTerms.termsId, isAgreed: memberTerms.isAgreed })
      .from(memberTerms)
      .where(eq(memberTerms.memberId, memberId))
      .orderBy(asc(memberTerms.termsId));
  }

  /**
   * Erases a withdrawn member: sessions (and their refresh tokens), agreements, and every
   * personal field. The row stays as a tombstone without the provider key, so a new sign-in
   * with the same account creates a new member. The member's row is locked (`FOR UPDATE`) first,
   * so a couple link or a sign-in that holds it finishes before, and one that comes later sees
   * the member DELETED. `first` runs next in the same transaction (the couple ends there) and
   * its result is returned. Locking the member before the partner can invert the id order of a
   * concurrent unlink; PostgreSQL then aborts one of them and the withdrawal is retried.
   */
  async erase<T>(
    memberId: number,
    now: Date,
    first?: (tx: Tx) => Promise<T>,
  ): Promise<T | undefined> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.eraseOnce(memberId, now, first);
      } catch (error) {
        if (attempt >= 5 || !isDeadlock(error)) throw error;
      }
    }
  }

  private async eraseOnce<T>(
    memberId: number,
    now: Date,
    first?: (tx: Tx) => Promise<T>,
  ): Promise<T | undefined> {
    return this.db.transaction(async (tx) => {
      await tx
        .select({ id: members.id })
        .from(members)
        .where(eq(members.id, memberId))
        .for('update');
      const result = first ? await first(tx) : undefined;
      await tx.delete(sessions).where(eq(sessions.memberId, memberId));
      await tx.delete(notifications).where(eq(notifications.memberId, memberId));
      await tx.delete(memberTerms).where(eq(memberTerms.memberId, memberId));
      await tx.delete(loveTypeResults).where(eq(loveTypeResults.adoptedBy, memberId));
      await tx
        .update(members)
        .set({
          state: 'DELETED',
          providerSubject: null,
          nickname: null,
          email: null,
          startLoveDate: null,
          inviteCode: null,
          loveTypeCategory: null,
          anxietyRate: null,
          avoidanceRate: null,
          appleRefreshTokenEnc: null,
          appleClientId: null,
          updatedAt: now,
          deletedAt: now,
        })
        .where(eq(members.id, memberId));
      return result;
    });
  }
}
