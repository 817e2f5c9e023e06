import { hostname } from 'node:os';
import { and, isNotNull, like, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomToken } from '../../platform/crypto';
import type { Clock } from '../../platform/clock';
import { chatRooms, type ChatRoomRow } from './schema';
import type { Level } from './counsellor-port';
import type { ReplyRunner } from './reply-runner';
import type { ReplyTask } from './reply-task';
import type { LeaseQueries } from './lease-queries';

/**
 * Every this often a process renews the leases of the replies it runs and looks for dead ones
 * (a holder's death is noticed within LEASE_STALE_MS + TICK_MS).
 */
const TICK_MS = 2_000;
/** A lease not renewed for this long (five ticks) belongs to a process that died. */
export const LEASE_STALE_MS = 10_000;

export interface ReplyLeasesDeps {
  queries: LeaseQueries;
  runner: ReplyRunner;
  now: Clock;
  log: FastifyBaseLogger;
  /**
   * Whether this process is the database's only user (the embedded database: one process owns
   * its files), so every lease it did not take itself is dead.
   */
  sole: boolean;
  /** The port it listens on; with the host, names this process across its restarts. */
  port: number;
}

/**
 * Reply leases (decision 0039). A room's lease names the process generating its reply
 * (`host:port#boot`) and is renewed while the reply runs. A lease is dead when its holder is
 * gone: at start-up every lease of an earlier boot of this process (every lease at all on the
 * embedded database) fails at once, and every process fails leases no one renewed for
 * LEASE_STALE_MS (the holder died while others keep serving). Failing is `ReplyRunner.fail`
 * under the lease's token, so of several processes exactly one fails a lease, and the member
 * hears `chat_error` (live, or by replay when the stream reconnects).
 */
export class ReplyLeases {
  /** This process: the same `place` after a restart on the same host and port, a new boot. */
  readonly holder: string;
  private readonly place: string | null;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;

  constructor(private readonly d: ReplyLeasesDeps) {
    // Port 0 (a test's free port) names no place: another process may have had it.
    this.place = d.port === 0 ? null : `${hostname()}:${d.port}`;
    this.holder = `${this.place ?? hostname()}#${randomToken(6)}`;
  }

  /** The columns that give a room's reply to this process. */
  take(token: string, at: Date, replyTo: number | null): Partial<ChatRoomRow> {
    return {
      replyToken: token,
      replyStartedAt: at,
      replyToMessageId: replyTo,
      replyHolder: this.holder,
      replyRenewedAt: at,
    };
  }

  /** Whether the room's lease is held by a process that is gone (never one running here). */
  isDead(room: ChatRoomRow): boolean {
    if (!room.replyToken || this.d.runner.holds(room.id, room.replyToken)) return false;
    if (this.isEarlierBoot(room.replyHolder)) return true;
    const renewed = room.replyRenewedAt ?? room.replyStartedAt;
    return renewed === null || this.d.now().getTime() - renewed.getTime() >= LEASE_STALE_MS;
  }

  /** Fails the room's reply if its lease is dead; true when it did. */
  async failIfDead(room: ChatRoomRow): Promise<boolean> {
    if (!this.isDead(room)) return false;
    await this.d.runner.fail(taskOf(room), 'SERVER_SHUTDOWN');
    return true;
  }

  /** At start-up (before the first request): the dead leases fail, then renewals and sweeps run. */
  async start(): Promise<void> {
    const condition = this.d.sole
      ? isNotNull(chatRooms.replyToken)
      : this.place
        ? and(
            isNotNull(chatRooms.replyToken),
            like(chatRooms.replyHolder, `${this.place}#%`),
            ne(chatRooms.replyHolder, this.holder),
          )
        : undefined;
    if (condition) {
      const rooms = await this.d.queries.leasedRooms(condition);
      for (const room of rooms) await this.d.runner.fail(taskOf(room), 'SERVER_SHUTDOWN');
      if (rooms.length > 0) {
        this.d.log.warn({ count: rooms.length }, 'replies of an earlier start failed');
      }
    }
    this.timer = setInterval(() => {
      this.ticking ??= this.tick().finally(() => {
        this.ticking = null;
      });
    }, TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
  }

  /** Renews this process's leases (every LEASE_RENEW_MS) and fails stale ones of others. */
  private async tick(): Promise<void> {
    try {
      const now = this.d.now();
      const held = this.d.runner.leases();
      if (held.length > 0) await this.d.queries.renewLeases(this.holder, held, now);
      const cutoff = new Date(now.getTime() - LEASE_STALE_MS);
      const stale = await this.d.queries.leasedRooms(
        and(
          isNotNull(chatRooms.replyToken),
          or(
            lte(chatRooms.replyRenewedAt, cutoff),
            sql`${chatRooms.replyRenewedAt} is null and ${chatRooms.replyStartedAt} <= ${cutoff.toISOString()}::timestamptz`,
          ),
        ),
      );
      for (const room of stale) await this.failIfDead(room);
    } catch (error) {
      this.d.log.warn({ err: { type: (error as Error).name } }, 'reply lease sweep failed');
    }
  }

  /** A lease of this process before its restart (on the embedded database: of any process). */
  private isEarlierBoot(holder: string | null): boolean {
    if (holder === this.holder) return false;
    if (this.d.sole) return true;
    return this.place !== null && holder !== null && holder.startsWith(`${this.place}#`);
  }
}

/** The reply a room's lease names, as a task (to fail it when its process died). */
export function taskOf(room: ChatRoomRow): ReplyTask {
  return {
    memberId: room.memberId,
    roomId: room.id,
    level: room.level as Level,
    token: room.replyToken ?? '',
    replyTo: room.replyToMessageId === null ? null : { id: room.replyToMessageId, text: '' },
  };
}
