import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { isDeadlock } from '../../platform/db/errors';
import { MemberRows, pick } from '../../platform/db/member-rows';
import { members, type MemberRow } from '../../platform/db/schema';
import type { DbOrTx, Tx } from '../../platform/db/tx';
import { Outbox } from '../../platform/outbox';

/**
 * The core of a member the member module reads and writes; the other columns of `members`
 * belong to auth (sign-in), couple (invite code) and love-type (the test result).
 */
export type CoreMember = Pick<
  MemberRow,
  'id' | 'provider' | 'state' | 'nickname' | 'startLoveDate'
>;

const coreColumns = {
  id: members.id,
  provider: members.provider,
  state: members.state,
  nickname: members.nickname,
  startLoveDate: members.startLoveDate,
};

export class MemberRepository {
  /** @param rows members' rows, batched with the other modules' reads (decision 0079) */
  constructor(
    readonly db: Db,
    private readonly rows = new MemberRows(db),
  ) {}

  /** The core fields of a member that is not withdrawn. */
  async findAlive(memberId: number, db?: DbOrTx): Promise<CoreMember | undefined> {
    if (!db) {
      const row = await this.rows.alive(memberId);
      return row && pick(row, coreColumns);
    }
    const [row] = await db
      .select(coreColumns)
      .from(members)
      .where(and(eq(members.id, memberId), ne(members.state, 'DELETED')))
      .limit(1);
    return row;
  }

  async update(
    memberId: number,
    changes: Partial<Pick<MemberRow, 'nickname' | 'state' | 'startLoveDate'>>,
    now: Date,
    db: DbOrTx = this.db,
  ): Promise<void> {
    await db
      .update(members)
      .set({ ...changes, updatedAt: now })
      .where(eq(members.id, memberId));
  }

  /**
   * A couple ended (inside its transaction, both rows locked by the couple module): the couple's
   * last date becomes each member's own (DESIGN 7), not the one from before linking.
   */
  async keepStartLoveDate(
    tx: Tx,
    memberIds: readonly number[],
    startLoveDate: string,
  ): Promise<void> {
    await tx.update(members).set({ startLoveDate }).where(inArray(members.id, memberIds));
  }

  /**
   * Erases a withdrawn member in one transaction: the member's row is locked (`FOR UPDATE`)
   * first, so a couple link or a sign-in that holds it finishes before, and one that comes later
   * sees the member DELETED. `steps` runs next in the same transaction (the couple ends, each
   * module erases its data and clears its own columns of the row), then the core fields go
   * (nickname, the member's own date). The row stays as a tombstone without
   * the provider key, so a new sign-in with the same account creates a new member. Returns the
   * outbox to send after commit. Locking the member before the partner can invert the id order
   * of a concurrent unlink; PostgreSQL then aborts one of them and the withdrawal is retried
   * (with a fresh outbox).
   */
  async erase(
    memberId: number,
    now: Date,
    steps: (tx: Tx, outbox: Outbox) => Promise<void> = () => Promise.resolve(),
  ): Promise<Outbox> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.eraseOnce(memberId, now, steps);
      } catch (error) {
        if (attempt >= 5 || !isDeadlock(error)) throw error;
      }
    }
  }

  private async eraseOnce(
    memberId: number,
    now: Date,
    steps: (tx: Tx, outbox: Outbox) => Promise<void>,
  ): Promise<Outbox> {
    const outbox = new Outbox();
    await this.db.transaction(async (tx) => {
      await tx
        .select({ id: members.id })
        .from(members)
        .where(eq(members.id, memberId))
        .for('update');
      await steps(tx, outbox);
      await tx
        .update(members)
        .set({
          state: 'DELETED',
          nickname: null,
          startLoveDate: null,
          updatedAt: now,
          deletedAt: now,
        })
        .where(eq(members.id, memberId));
    });
    return outbox;
  }
}
