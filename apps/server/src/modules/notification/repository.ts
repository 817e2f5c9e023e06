import type {
  KindSwitches,
  NotificationKind,
  NotificationTarget,
  QuietHours,
} from '@dama/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { DbOrTx, Tx } from '../../platform/db/tx';
import { members } from '../../platform/db/schema';
import {
  notifications,
  notificationSettings,
  type NotificationPayload,
  type NotificationRow,
  type NotificationSettingsRow,
} from './schema';

/** The kinds CONTRACT 4.2's pending list answers (the rest exist only in the centre). */
export const COUPLE_KINDS = ['COUPLE_CONNECTED', 'COUPLE_DISCONNECTED'] as const;

/** Rows inserted per statement (a fan-out of 10 000 is 10 statements). */
const INSERT_BATCH = 1000;

export interface NewRow {
  memberId: number;
  type: NotificationKind;
  payload: NotificationPayload;
  target: NotificationTarget;
  dedupeKey: string | null;
  createdAt: Date;
}

/** A member's stored settings (undefined: the defaults). */
export interface StoredSettings {
  kinds: Partial<KindSwitches>;
  quietHours: QuietHours;
}

export class NotificationRepository {
  constructor(readonly db: Db) {}

  /**
   * Inserts the rows in batches; a row whose `dedupeKey` exists already is skipped (also against
   * a concurrent insert of the same key). Returns the rows inserted, in input order.
   */
  async insertMany(rows: readonly NewRow[], db: DbOrTx = this.db): Promise<NotificationRow[]> {
    const inserted: NotificationRow[] = [];
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      const batch = rows.slice(i, i + INSERT_BATCH);
      inserted.push(
        ...(await db
          .insert(notifications)
          .values(batch)
          .onConflictDoNothing({ target: notifications.dedupeKey })
          .returning()),
      );
    }
    return inserted;
  }

  async deleteOf(tx: Tx, memberId: number): Promise<void> {
    await tx.delete(notifications).where(eq(notifications.memberId, memberId));
    await tx.delete(notificationSettings).where(eq(notificationSettings.memberId, memberId));
  }

  /** The member's PENDING couple notifications (CONTRACT 4.2), oldest first. */
  async pending(memberId: number): Promise<NotificationRow[]> {
    return this.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.memberId, memberId),
          eq(notifications.state, 'PENDING'),
          inArray(notifications.type, [...COUPLE_KINDS]),
        ),
      )
      .orderBy(asc(notifications.createdAt), asc(notifications.id));
  }

  /** One page of the member's notifications created since `since`, newest first. */
  async page(
    memberId: number,
    since: Date,
    page: number,
    size: number,
  ): Promise<{ rows: NotificationRow[]; totalCount: number }> {
    const where = and(eq(notifications.memberId, memberId), gte(notifications.createdAt, since));
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(size)
        .offset(page * size),
      this.db.select({ n: count() }).from(notifications).where(where),
    ]);
    return { rows, totalCount: total?.n ?? 0 };
  }

  /** Unread notifications created since `since`, per member (absent: none). */
  async unreadCounts(
    memberIds: readonly number[],
    since: Date,
    db: DbOrTx = this.db,
  ): Promise<Map<number, number>> {
    if (memberIds.length === 0) return new Map();
    const rows = await db
      .select({ memberId: notifications.memberId, n: count() })
      .from(notifications)
      .where(
        and(
          inArray(notifications.memberId, [...new Set(memberIds)]),
          eq(notifications.state, 'PENDING'),
          gte(notifications.createdAt, since),
        ),
      )
      .groupBy(notifications.memberId);
    return new Map(rows.map((row) => [row.memberId, row.n]));
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

  /** Marks every notification of the member read. */
  async markAllRead(memberId: number, now: Date): Promise<void> {
    await this.db
      .update(notifications)
      .set({ state: 'READ', readAt: now })
      .where(and(eq(notifications.memberId, memberId), eq(notifications.state, 'PENDING')));
  }

  /**
   * Housekeeping (decision 0059): deletes what the centre no longer shows, the notifications
   * created before `cutoff`, except an unread couple notice (the pending list keeps it until the
   * app has shown it). Returns how many.
   */
  async deleteExpired(cutoff: Date): Promise<number> {
    const deleted = await this.db
      .delete(notifications)
      .where(
        and(
          lt(notifications.createdAt, cutoff),
          or(eq(notifications.state, 'READ'), notInArray(notifications.type, [...COUPLE_KINDS])),
        ),
      )
      .returning({ id: notifications.id });
    return deleted.length;
  }

  async settingsOf(
    memberIds: readonly number[],
    db: DbOrTx = this.db,
  ): Promise<Map<number, NotificationSettingsRow>> {
    if (memberIds.length === 0) return new Map();
    const rows = await db
      .select()
      .from(notificationSettings)
      .where(inArray(notificationSettings.memberId, [...new Set(memberIds)]));
    return new Map(rows.map((row) => [row.memberId, row]));
  }

  async saveSettings(memberId: number, settings: StoredSettings, now: Date): Promise<void> {
    const values = {
      kinds: settings.kinds,
      quietEnabled: settings.quietHours.enabled,
      quietStart: settings.quietHours.start,
      quietEnd: settings.quietHours.end,
      updatedAt: now,
    };
    await this.db
      .insert(notificationSettings)
      .values({ memberId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.memberId, set: values });
  }

  /** Members' nicknames (a withdrawn member's is null). */
  async nicknames(
    memberIds: readonly number[],
    db: DbOrTx = this.db,
  ): Promise<Map<number, string | null>> {
    if (memberIds.length === 0) return new Map();
    const rows = await db
      .select({ id: members.id, nickname: members.nickname })
      .from(members)
      .where(inArray(members.id, [...new Set(memberIds)]));
    return new Map(rows.map((row) => [row.id, row.nickname]));
  }
}
