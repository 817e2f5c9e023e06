import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { COUPLE_CODE_LENGTH } from '@dama/contract';
import { randomCode } from '../../platform/crypto';
import { BatchedRead } from '../../platform/db/batched-read';
import type { Db } from '../../platform/db/client';
import type { DbOrTx, Tx } from '../../platform/db/tx';
import { isUniqueViolation } from '../../platform/db/errors';
import { MemberRows, pick } from '../../platform/db/member-rows';
import { members, type MemberRow } from '../../platform/db/schema';
import { couples, type CoupleRow } from './schema';

/**
 * What the couple module reads of a member: the core fields and `invite_code`, the one column of
 * `members` this module owns (it draws, renews and clears every code; sign-up asks it through
 * `CoupleService.issueInviteCode`). The member's own start date is the member module's.
 */
export type CoupleMember = Pick<
  MemberRow,
  'id' | 'state' | 'nickname' | 'startLoveDate' | 'inviteCode'
>;

const memberColumns = {
  id: members.id,
  state: members.state,
  nickname: members.nickname,
  startLoveDate: members.startLoveDate,
  inviteCode: members.inviteCode,
};

const involves = (memberId: number) =>
  or(eq(couples.memberAId, memberId), eq(couples.memberBId, memberId));

/** The pair in storage order (`memberAId < memberBId`). */
export function pairOf(x: number, y: number): { memberAId: number; memberBId: number } {
  return x < y ? { memberAId: x, memberBId: y } : { memberAId: y, memberBId: x };
}

export function partnerIdOf(couple: CoupleRow, memberId: number): number {
  return couple.memberAId === memberId ? couple.memberBId : couple.memberAId;
}

/** A linked couple due at its question time. */
export interface DueCouple {
  coupleId: number;
  memberAId: number;
  memberBId: number;
  questionTime: string;
}

/** A linked couple with its start date. */
export interface DatedCouple {
  coupleId: number;
  memberAId: number;
  memberBId: number;
  startLoveDate: string;
}

export class CoupleRepository {
  /** Members' active couples asked at about the same time, in one query. */
  private readonly activeCouples = new BatchedRead<number, CoupleRow>(async (ids) => {
    const rows = await this.db
      .select()
      .from(couples)
      .where(
        and(
          or(inArray(couples.memberAId, ids), inArray(couples.memberBId, ids)),
          isNull(couples.endedAt),
        ),
      );
    const found = new Map<number, CoupleRow>();
    for (const row of rows) found.set(row.memberAId, row).set(row.memberBId, row);
    return found;
  });

  /** @param rows members' rows, batched with the other modules' reads (decision 0079) */
  constructor(
    readonly db: Db,
    private readonly rows = new MemberRows(db),
  ) {}

  /** The (not withdrawn) member; batched with other reads unless `db` (a transaction) is given. */
  async member(memberId: number, db?: DbOrTx): Promise<CoupleMember | undefined> {
    if (!db) {
      const row = await this.rows.alive(memberId);
      return row && pick(row, memberColumns);
    }
    const [row] = await db
      .select(memberColumns)
      .from(members)
      .where(and(eq(members.id, memberId), ne(members.state, 'DELETED')))
      .limit(1);
    return row;
  }

  /** The id of the (not withdrawn) member whose invite code this is. */
  async ownerOfCode(code: string, db: DbOrTx = this.db): Promise<number | undefined> {
    const [row] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.inviteCode, code), ne(members.state, 'DELETED')))
      .limit(1);
    return row?.id;
  }

  /**
   * Locks the members' rows (`FOR UPDATE`, in id order so two transactions never wait on each
   * other crosswise) and returns them. Every change of who is linked with whom happens under
   * these locks, so two links can never both use the same member.
   */
  async lockMembers(tx: Tx, ids: readonly number[]): Promise<CoupleMember[]> {
    return tx
      .select(memberColumns)
      .from(members)
      .where(inArray(members.id, [...new Set(ids)]))
      .orderBy(asc(members.id))
      .for('update');
  }

  /** The member's active couple; batched with other reads unless `db` (a transaction) is given. */
  async activeCoupleOf(memberId: number, db?: DbOrTx): Promise<CoupleRow | undefined> {
    if (!db) return this.activeCouples.load(memberId);
    const [row] = await db
      .select()
      .from(couples)
      .where(and(involves(memberId), isNull(couples.endedAt)))
      .limit(1);
    return row;
  }

  /** The pair's latest couple that ended after `since` (recoverable), if any. */
  async recoverable(tx: Tx, x: number, y: number, since: Date): Promise<CoupleRow | undefined> {
    const { memberAId, memberBId } = pairOf(x, y);
    const [row] = await tx
      .select()
      .from(couples)
      .where(
        and(
          eq(couples.memberAId, memberAId),
          eq(couples.memberBId, memberBId),
          gt(couples.endedAt, since),
        ),
      )
      .orderBy(desc(couples.endedAt))
      .limit(1);
    return row;
  }

  async insert(
    tx: Tx,
    x: number,
    y: number,
    startLoveDate: string | null,
    now: Date,
  ): Promise<CoupleRow> {
    const [row] = await tx
      .insert(couples)
      .values({ ...pairOf(x, y), startLoveDate, createdAt: now, linkedAt: now })
      .returning();
    if (!row) throw new Error('couple insert returned nothing');
    return row;
  }

  async reopen(tx: Tx, coupleId: number, now: Date): Promise<void> {
    await tx.update(couples).set({ endedAt: null, linkedAt: now }).where(eq(couples.id, coupleId));
  }

  async end(tx: Tx, coupleId: number, now: Date): Promise<void> {
    await tx.update(couples).set({ endedAt: now }).where(eq(couples.id, coupleId));
  }

  /** Sets the date of a couple that is still active; false when it has ended meanwhile. */
  async setStartLoveDate(coupleId: number, startLoveDate: string): Promise<boolean> {
    const updated = await this.db
      .update(couples)
      .set({ startLoveDate, isStartLoveDateUpdated: true })
      .where(and(eq(couples.id, coupleId), isNull(couples.endedAt)))
      .returning({ id: couples.id });
    return updated.length > 0;
  }

  /** Sets the question time of a couple that is still active; false when it has ended. */
  async setQuestionTime(tx: Tx, coupleId: number, questionTime: string): Promise<boolean> {
    const updated = await tx
      .update(couples)
      .set({ questionTime })
      .where(and(eq(couples.id, coupleId), isNull(couples.endedAt)))
      .returning({ id: couples.id });
    return updated.length > 0;
  }

  /** The linked couples whose question time is one of `times` (`HH:MM`), with their members. */
  async dueAt(times: readonly string[]): Promise<DueCouple[]> {
    if (times.length === 0) return [];
    return this.db
      .select({
        coupleId: couples.id,
        memberAId: couples.memberAId,
        memberBId: couples.memberBId,
        questionTime: couples.questionTime,
      })
      .from(couples)
      .where(and(isNull(couples.endedAt), inArray(couples.questionTime, [...times])));
  }

  /** The linked couples whose start date is one of `dates`. */
  async startedOn(dates: readonly string[]): Promise<DatedCouple[]> {
    if (dates.length === 0) return [];
    const rows = await this.db
      .select({
        coupleId: couples.id,
        memberAId: couples.memberAId,
        memberBId: couples.memberBId,
        startLoveDate: couples.startLoveDate,
      })
      .from(couples)
      .where(and(isNull(couples.endedAt), inArray(couples.startLoveDate, [...dates])));
    return rows.flatMap((row) =>
      row.startLoveDate === null ? [] : [{ ...row, startLoveDate: row.startLoveDate }],
    );
  }

  /** Withdrawal: the member's invite code goes (no one can link with it any more). */
  async clearInviteCode(tx: Tx, memberId: number): Promise<void> {
    await tx.update(members).set({ inviteCode: null }).where(eq(members.id, memberId));
  }

  /**
   * Gives the member a fresh invite code (CSPRNG, unique among all members): a new member's first
   * (sign-up) or a new one when a couple ends. A collision with another member's code rolls back
   * only a savepoint and draws again.
   */
  async issueInviteCode(tx: Tx, memberId: number): Promise<void> {
    for (let attempt = 0; attempt < 8; attempt++) {
      try {
        await tx.transaction(async (sp) => {
          await sp
            .update(members)
            .set({ inviteCode: randomCode(COUPLE_CODE_LENGTH) })
            .where(eq(members.id, memberId));
        });
        return;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('could not draw a new invite code');
  }

  /** Deletes couples (and, by cascade, their shared data) that ended at or before `before`. */
  async purgeEndedBefore(before: Date, db: DbOrTx = this.db): Promise<number> {
    const deleted = await db
      .delete(couples)
      .where(lte(couples.endedAt, before))
      .returning({ id: couples.id });
    return deleted.length;
  }

  /**
   * Deletes every ended couple of the member (and, by cascade, their shared data): on
   * withdrawal, nothing can bring them back.
   */
  async purgeEndedOf(tx: Tx, memberId: number): Promise<number> {
    const deleted = await tx
      .delete(couples)
      .where(and(involves(memberId), sql`${couples.endedAt} is not null`))
      .returning({ id: couples.id });
    return deleted.length;
  }
}
