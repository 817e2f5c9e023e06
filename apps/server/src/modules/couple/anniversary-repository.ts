import type { AnniversaryRepeat } from '@dama/contract';
import { and, asc, count, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { decrypt, encrypt, type DataKeys } from '../../platform/crypto';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/db/tx';
import { coupleAnniversaries, couples, type CoupleAnniversaryRow } from './schema';

/** A couple's own anniversary with its title decrypted. */
export interface StoredAnniversary {
  id: number;
  coupleId: number;
  title: string;
  date: string;
  repeat: AnniversaryRepeat;
  createdAt: Date;
  updatedAt: Date;
}

/** One of a linked couple's own anniversaries that may fall on a day (the reminder job's). */
export interface DueAnniversary {
  id: number;
  coupleId: number;
  memberAId: number;
  memberBId: number;
  date: string;
  repeat: AnniversaryRepeat;
}

/** The couples' own anniversaries (`couple_anniversaries`); titles are sealed here, at rest. */
export class AnniversaryRepository {
  constructor(
    readonly db: Db,
    private readonly key: DataKeys,
  ) {}

  private open(row: CoupleAnniversaryRow): StoredAnniversary {
    return {
      id: row.id,
      coupleId: row.coupleId,
      title: decrypt(this.key, row.titleEnc),
      date: row.date,
      repeat: row.repeat,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  }

  /** The couple's anniversaries, by date then id. */
  async list(coupleId: number): Promise<StoredAnniversary[]> {
    const rows = await this.db
      .select()
      .from(coupleAnniversaries)
      .where(eq(coupleAnniversaries.coupleId, coupleId))
      .orderBy(asc(coupleAnniversaries.date), asc(coupleAnniversaries.id));
    return rows.map((row) => this.open(row));
  }

  async countOf(coupleId: number, db: DbOrTx = this.db): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(coupleAnniversaries)
      .where(eq(coupleAnniversaries.coupleId, coupleId));
    return row?.n ?? 0;
  }

  async insert(
    db: DbOrTx,
    values: { coupleId: number; title: string; date: string; repeat: AnniversaryRepeat },
    createdBy: number,
    now: Date,
  ): Promise<StoredAnniversary> {
    const [row] = await db
      .insert(coupleAnniversaries)
      .values({
        coupleId: values.coupleId,
        titleEnc: encrypt(this.key, values.title),
        date: values.date,
        repeat: values.repeat,
        createdBy,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('anniversary insert returned nothing');
    return this.open(row);
  }

  /** Changes the couple's anniversary `id`; undefined when the couple has no such one. */
  async update(
    coupleId: number,
    id: number,
    change: { title?: string; date?: string; repeat?: AnniversaryRepeat },
    now: Date,
  ): Promise<StoredAnniversary | undefined> {
    const [row] = await this.db
      .update(coupleAnniversaries)
      .set({
        ...(change.title !== undefined ? { titleEnc: encrypt(this.key, change.title) } : {}),
        ...(change.date !== undefined ? { date: change.date } : {}),
        ...(change.repeat !== undefined ? { repeat: change.repeat } : {}),
        updatedAt: now,
      })
      .where(and(eq(coupleAnniversaries.id, id), eq(coupleAnniversaries.coupleId, coupleId)))
      .returning();
    return row ? this.open(row) : undefined;
  }

  /** Deletes the couple's anniversary `id`; false when the couple has no such one. */
  async delete(coupleId: number, id: number): Promise<boolean> {
    const deleted = await this.db
      .delete(coupleAnniversaries)
      .where(and(eq(coupleAnniversaries.id, id), eq(coupleAnniversaries.coupleId, coupleId)))
      .returning({ id: coupleAnniversaries.id });
    return deleted.length > 0;
  }

  /**
   * Linked couples' anniversaries dated on or before `day` whose month-day is one of `monthDays`
   * (`MM-DD`): those that may fall on `day` (the rule, kit/anniversaries.ts, decides). No titles.
   */
  async mayFallOn(day: string, monthDays: readonly string[]): Promise<DueAnniversary[]> {
    return this.db
      .select({
        id: coupleAnniversaries.id,
        coupleId: coupleAnniversaries.coupleId,
        memberAId: couples.memberAId,
        memberBId: couples.memberBId,
        date: coupleAnniversaries.date,
        repeat: coupleAnniversaries.repeat,
      })
      .from(coupleAnniversaries)
      .innerJoin(couples, eq(couples.id, coupleAnniversaries.coupleId))
      .where(
        and(
          isNull(couples.endedAt),
          lte(coupleAnniversaries.date, day),
          inArray(sql<string>`to_char(${coupleAnniversaries.date}, 'MM-DD')`, [...monthDays]),
        ),
      );
  }
}
