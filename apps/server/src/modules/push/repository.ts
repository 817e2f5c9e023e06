import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { sessions } from '../../platform/db/schema';
import type { Tx } from '../../platform/db/tx';
import { pushDeliveries, pushDevices, type PushDeviceKind } from './schema';

/** A device as delivery reads it (its address still sealed). */
export interface StoredDevice {
  id: number;
  memberId: number;
  kind: PushDeviceKind;
  targetEnc: string;
}

/** One notification's push to one device. */
export interface DeliveryPair {
  notificationId: number;
  deviceId: number;
}

export type DeliveryEnd = 'SENT' | 'FAILED';

export class PushRepository {
  constructor(readonly db: Db) {}

  /**
   * Stores a device, or (the same address again) moves it to this member and session with its
   * address sealed afresh. Returns its id.
   */
  async upsertDevice(d: {
    memberId: number;
    sessionId: string;
    kind: PushDeviceKind;
    targetHash: string;
    targetEnc: string;
    now: Date;
  }): Promise<number> {
    const [row] = await this.db
      .insert(pushDevices)
      .values({
        memberId: d.memberId,
        sessionId: d.sessionId,
        kind: d.kind,
        targetHash: d.targetHash,
        targetEnc: d.targetEnc,
        createdAt: d.now,
        updatedAt: d.now,
      })
      .onConflictDoUpdate({
        target: pushDevices.targetHash,
        set: {
          memberId: d.memberId,
          sessionId: d.sessionId,
          targetEnc: d.targetEnc,
          updatedAt: d.now,
        },
      })
      .returning({ id: pushDevices.id });
    if (!row) throw new Error('push device upsert returned nothing');
    return row.id;
  }

  /** Deletes the member's device; false when there is none of that id that is the member's. */
  async deleteOwned(memberId: number, deviceId: number): Promise<boolean> {
    const deleted = await this.db
      .delete(pushDevices)
      .where(and(eq(pushDevices.id, deviceId), eq(pushDevices.memberId, memberId)))
      .returning({ id: pushDevices.id });
    return deleted.length > 0;
  }

  async deleteDevice(deviceId: number): Promise<void> {
    await this.db.delete(pushDevices).where(eq(pushDevices.id, deviceId));
  }

  /** Every device the session registered (its logout). */
  async deleteOfSession(sessionId: string): Promise<number> {
    const deleted = await this.db
      .delete(pushDevices)
      .where(eq(pushDevices.sessionId, sessionId))
      .returning({ id: pushDevices.id });
    return deleted.length;
  }

  /** Withdrawal, inside its transaction. */
  async deleteOfMember(tx: Tx, memberId: number): Promise<void> {
    await tx.delete(pushDevices).where(eq(pushDevices.memberId, memberId));
  }

  /**
   * The members' devices whose session is still live (not revoked, not expired): a session that
   * ended without its logout reaching us (a crash between the two) pushes nothing.
   */
  async liveDevicesOf(memberIds: readonly number[], now: Date): Promise<StoredDevice[]> {
    if (memberIds.length === 0) return [];
    return this.db
      .select({
        id: pushDevices.id,
        memberId: pushDevices.memberId,
        kind: pushDevices.kind,
        targetEnc: pushDevices.targetEnc,
      })
      .from(pushDevices)
      .innerJoin(sessions, eq(sessions.id, pushDevices.sessionId))
      .where(
        and(
          inArray(pushDevices.memberId, [...new Set(memberIds)]),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .orderBy(pushDevices.id);
  }

  /**
   * Claims the pairs no run has claimed yet (one statement): the pairs returned are this run's
   * to send; any other already has a row (sent, refused, or claimed by a run that may have sent
   * it before it died) and is never sent again.
   */
  async claim(pairs: readonly DeliveryPair[], now: Date): Promise<DeliveryPair[]> {
    if (pairs.length === 0) return [];
    return this.db
      .insert(pushDeliveries)
      .values(pairs.map((p) => ({ ...p, state: 'SENDING' as const, updatedAt: now })))
      .onConflictDoNothing()
      .returning({
        notificationId: pushDeliveries.notificationId,
        deviceId: pushDeliveries.deviceId,
      });
  }

  /** Settles claimed pairs: SENT (the push service took it) or FAILED (refused for good). */
  async settle(pairs: readonly DeliveryPair[], state: DeliveryEnd, now: Date): Promise<void> {
    if (pairs.length === 0) return;
    await this.db.update(pushDeliveries).set({ state, updatedAt: now }).where(pairMatch(pairs));
  }

  /** Drops claims the push service asked to retry, so the job's next run sends them. */
  async release(pairs: readonly DeliveryPair[]): Promise<void> {
    if (pairs.length === 0) return;
    await this.db
      .delete(pushDeliveries)
      .where(and(pairMatch(pairs), eq(pushDeliveries.state, 'SENDING')));
  }

  /** Deletes delivery rows last touched before `before` (no job retries that late). */
  async deleteDeliveriesBefore(before: Date): Promise<number> {
    const deleted = await this.db
      .delete(pushDeliveries)
      .where(lt(pushDeliveries.updatedAt, before))
      .returning({ id: pushDeliveries.deviceId });
    return deleted.length;
  }
}

/** `(notification_id, device_id) in ((…), …)`: the pairs, as one row-value list. */
function pairMatch(pairs: readonly DeliveryPair[]) {
  const rows = pairs.map((p) => sql`(${p.notificationId}::int, ${p.deviceId}::int)`);
  return sql`(${pushDeliveries.notificationId}, ${pushDeliveries.deviceId}) in (${sql.join(rows, sql`, `)})`;
}
