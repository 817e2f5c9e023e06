import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { memberEventCounters, memberEvents } from '../db/schema';

export interface StoredEvent {
  seq: number;
  event: string;
  data: string;
}

/** How long events stay available for replay (CONTRACT 5 asks for at least 2 minutes). */
export const REPLAY_RETENTION_MS = 5 * 60 * 1000;
/** Stored events are read in batches of this size. */
export const REPLAY_BATCH = 500;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Member events in the database, shared by every instance. */
export class EventStore {
  constructor(private readonly db: Db) {}

  /**
   * Stores an event under the member's next id, in one statement: the counter upsert locks the
   * member's counter row until the event row commits, so ids commit in order per member.
   */
  async append(memberId: number, event: string, data: string, now: Date): Promise<number> {
    const result = await this.db.execute(sql`
      with next as (
        insert into ${memberEventCounters} (member_id, seq) values (${memberId}, 1)
        on conflict (member_id) do update set seq = ${memberEventCounters}.seq + 1
        returning seq
      )
      insert into ${memberEvents} (member_id, seq, event, data, created_at)
      select ${memberId}, next.seq, ${event}, ${data}, ${now.toISOString()}::timestamptz from next
      returning seq`);
    const row = rowsOf<{ seq: number | string }>(result)[0];
    if (!row) throw new Error('member event was not stored');
    return Number(row.seq);
  }

  /** The member's last event id (0 before the first event). */
  async lastSeq(memberId: number): Promise<number> {
    const rows = await this.db
      .select({ seq: memberEventCounters.seq })
      .from(memberEventCounters)
      .where(eq(memberEventCounters.memberId, memberId));
    return rows[0]?.seq ?? 0;
  }

  /** The member's stored events after `afterSeq` (and before `beforeSeq`), oldest first. */
  async after(memberId: number, afterSeq: number, beforeSeq?: number): Promise<StoredEvent[]> {
    return this.db
      .select({ seq: memberEvents.seq, event: memberEvents.event, data: memberEvents.data })
      .from(memberEvents)
      .where(
        and(
          eq(memberEvents.memberId, memberId),
          gt(memberEvents.seq, afterSeq),
          beforeSeq === undefined ? undefined : lt(memberEvents.seq, beforeSeq),
        ),
      )
      .orderBy(asc(memberEvents.seq))
      .limit(REPLAY_BATCH);
  }

  /** Deletes events older than the retention window. */
  async prune(now: Date): Promise<void> {
    const cutoff = new Date(now.getTime() - REPLAY_RETENTION_MS);
    await this.db.delete(memberEvents).where(lt(memberEvents.createdAt, cutoff));
  }

  /** Erases a withdrawn member's events. */
  async forget(memberId: number): Promise<void> {
    await this.db.delete(memberEvents).where(eq(memberEvents.memberId, memberId));
  }
}
