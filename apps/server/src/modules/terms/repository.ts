import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { memberTerms, terms, type TermsRow } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/tx';
import type { TermsSeed } from './content';

const ORDER = ['AGE_VERIFICATION', 'SERVICE_USAGE', 'PRIVACY_POLICY', 'MARKETING'] as const;

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

  /** Withdrawal: the member's agreements go. */
  async deleteAgreementsOf(tx: Tx, memberId: number): Promise<void> {
    await tx.delete(memberTerms).where(eq(memberTerms.memberId, memberId));
  }
}
