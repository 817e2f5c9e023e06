import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  notifications,
  type CoupleNotificationPayload,
  type NotificationRow,
} from '../../platform/db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export class NotificationRepository {
  constructor(readonly db: Db) {}

  async insert(
    row: {
      memberId: number;
      type: NotificationRow['type'];
      payload: CoupleNotificationPayload;
      createdAt: Date;
    },
    db: Db | Tx = this.db,
  ): Promise<number> {
    const [inserted] = await db
      .insert(notifications)
      .values(row)
      .returning({ id: notifications.id });
    if (!inserted) throw new Error('notification insert returned nothing');
    return inserted.id;
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
}
