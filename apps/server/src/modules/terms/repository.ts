import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { memberTerms, terms, type TermsRow } from './schema';
import type { DbOrTx, Tx } from '../../platform/db/tx';
import type { TermsSeed } from './content';

const ORDER = ['AGE_VERIFICATION', 'SERVICE_USAGE', 'PRIVACY_POLICY', 'MARKETING'] as const;

/** A member's answer to one terms id. */
export interface Agreement {
  termsId: number;
  isAgreed: boolean;
}

export class TermsRepository {
  constructor(private readonly db: Db) {}

  /** Inserts the seeds that are not there yet (same type and version); safe on every start. */
  async seed(seeds: readonly TermsSeed[]): Promise<void> {
    if (seeds.length === 0) return;
    await this.db
      .insert(terms)
      .values(seeds.map((s) => ({ ...s, details: s.details })))
      .onConflictDoNothing({ target: [terms.type, terms.version] });
  }

  /** The newest version of each type, in the contract's order. */
  async latest(): Promise<TermsRow[]> {
    const rows = await this.db.select().from(terms).orderBy(asc(terms.type), desc(terms.version));
    const newest = new Map<string, TermsRow>();
    for (const row of rows) if (!newest.has(row.type)) newest.set(row.type, row);
    return ORDER.map((type) => newest.get(type)).filter(
      (row): row is TermsRow => row !== undefined,
    );
  }

  async existingIds(ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .select({ id: terms.id })
      .from(terms)
      .where(inArray(terms.id, [...ids]));
    return new Set(rows.map((r) => r.id));
  }

  /** Stores a member's agreements (a later answer for the same terms replaces the earlier). */
  async upsertAgreements(
    memberId: number,
    agreements: Agreement[],
    now: Date,
    db: DbOrTx = this.db,
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

  /** A member's agreements, by terms id. */
  async agreements(memberId: number, db: DbOrTx = this.db): Promise<Agreement[]> {
    return db
      .select({ termsId: memberTerms.termsId, isAgreed: memberTerms.isAgreed })
      .from(memberTerms)
      .where(eq(memberTerms.memberId, memberId))
      .orderBy(asc(memberTerms.termsId));
  }

  /** Withdrawal: the member's agreements go. */
  async deleteAgreementsOf(tx: Tx, memberId: number): Promise<void> {
    await tx.delete(memberTerms).where(eq(memberTerms.memberId, memberId));
  }
}
