import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { chatRooms, type ChatRoomRow } from './schema';

/**
 * The reply leases' own reads and writes (decision 0039): the sweep of dead leases, the holder's
 * renewals and the metrics' counts. Taking and releasing a lease is part of a turn's writes
 * (the send's and the stored reply's).
 */
export class LeaseQueries {
  constructor(private readonly db: Db) {}

  /** Rooms whose lease matches `condition` (a sweep of dead leases; few at a time). */
  leasedRooms(condition: SQL | undefined, limit = 200): Promise<ChatRoomRow[]> {
    return this.db.select().from(chatRooms).where(condition).limit(limit);
  }

  /** The holder's leases (still naming these tokens) say it is alive at `now`. */
  async renewLeases(
    holder: string,
    leases: readonly { roomId: number; token: string }[],
    now: Date,
  ): Promise<void> {
    await this.db
      .update(chatRooms)
      .set({ replyRenewedAt: now })
      .where(
        and(
          eq(chatRooms.replyHolder, holder),
          inArray(
            chatRooms.replyToken,
            leases.map((lease) => lease.token),
          ),
        ),
      );
  }

  /**
   * The leases in the database: the holder's, and every holder's not renewed since `staleBefore`
   * (a dead process's, until a sweep fails them). Reads only leased rooms (a partial index).
   */
  async leaseCounts(holder: string, staleBefore: Date): Promise<{ held: number; stale: number }> {
    const renewed = sql`coalesce(${chatRooms.replyRenewedAt}, ${chatRooms.replyStartedAt})`;
    const [row] = await this.db
      .select({
        held: sql<number>`(count(*) filter (where ${chatRooms.replyHolder} = ${holder}))::int`,
        stale: sql<number>`(count(*) filter (where ${renewed} <= ${staleBefore.toISOString()}::timestamptz))::int`,
      })
      .from(chatRooms)
      .where(sql`${chatRooms.replyToken} is not null`);
    return { held: Number(row?.held ?? 0), stale: Number(row?.stale ?? 0) };
  }
}
