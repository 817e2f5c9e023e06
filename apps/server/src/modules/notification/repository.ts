import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { DbOrTx, Tx } from '../../platform/db/tx';
import { notifications, type CoupleNotificationPayload, type NotificationRow } from './schema';

export class NotificationRepository {
  constructor(readonly db: Db) {}

  async insert(
    row: {
      memberId: number;
      type: NotificationRow['type'];
      payload: CoupleNotificationPayload;
      createdAt: Date;
    },
    db: DbOrTx = this.db,
  ): Promise<number> {
    const [inserted] = await db
      .insert(notifications)
      .values(row)
      .returning({ id: notifications.id });
    if (!inserted) throw new Error('notification insert returned nothing');
    return inserted.id;
  }

  async deleteOf(tx: Tx, memberId: number): Promise<void> {
    await tx.delete(notifications).where(eq(notifications.memberId, memberId));
  }

  /** The member's PENDING notifications, oldest first. */
  async pending(memberId: number): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.memberId, memberId), eq(notifications.state, 'PENDING')))
      .orderBy(asc(notifications.createdAt), asc(notifications.id));
  }

  /**
   * Marks the member's notifications read. Every id must be the member's, else nothing changes
   * and false is returned. Already-read ones stay read.
   */
  async markRead(memberId: number, ids: readonly number[], now: Date): Promise<boolean> {
    const unique = [...new Set(ids)];
    return this.db.transaction(async (tx) => {
      const owned = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(inArray(notifications.id, unique), eq(notifications.memberId, memberId)))
        .for('update');
      if (owned.length !== unique.length) return false;
      await tx
        .update(notifications)
        .set({ state: 'READ', readAt: now })
        .where(
          and(
            inArray(notifications.id, unique),
            eq(notifications.memberId, memberId),
            eq(notifications.state, 'PENDING'),
          ),
        );
      return true;
    });
  }

  /** Housekeeping: deletes notifications read before `cutoff`; returns how many. */
  async deleteReadBefore(cutoff: Date): Promise<number> {
    const deleted = await this.db
      .delete(notifications)
      .where(and(eq(notifications.state, 'READ'), lt(notifications.readAt, cutoff)))
      .returning({ id: notifications.id });
    return deleted.length;
  }
}
