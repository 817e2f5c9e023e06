import { ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ReadCache } from '../../platform/cache';
import type { Clock } from '../../platform/clock';
import { chatRooms, type ChatRoomRow } from './schema';
import type { JobHandle } from '../../platform/jobs';
import type { ReplyChannel } from './reply-channel';
import { NO_LEASE } from './reply-task';
import type { ReplyRunner } from './reply-runner';
import type { ChatRepository } from './repository';

const MINUTE = 60 * 1000;
/** A room with no user message for this long completes (DESIGN 6). */
export const IDLE_MS = 24 * 60 * MINUTE;
/** How long stop / complete wait for a reply generated on another instance to settle. */
const REMOTE_STOP_WAIT_MS = 3000;
const REMOTE_STOP_POLL_MS = 50;

export interface RoomEndingDeps {
  repo: ChatRepository;
  runner: ReplyRunner;
  channel: ReplyChannel;
  /** The summary job (queued on completion). */
  summaryJob: JobHandle<{ roomId: number }>;
  /** Dropped when a room completes (the member's count of completed rooms changes). */
  readCache: ReadCache;
  now: Clock;
  log: FastifyBaseLogger;
}

/**
 * How a room's reply stops and how a room ends (DESIGN 6): stopped here or on the instance
 * generating it, completed with its summary queued, and the idle job's 24-hour rule.
 */
export class RoomEnding {
  constructor(private readonly d: RoomEndingDeps) {}

  private get repo(): ChatRepository {
    return this.d.repo;
  }

  /**
   * Stops the room's reply: here directly, else through the bus to the instance generating it,
   * then waits (a little) until its lease is gone, so the STOPPED message is stored on return.
   */
  async stopReply(room: ChatRoomRow): Promise<void> {
    await (this.d.runner.stop(room.id) ?? this.stopRemote(room));
  }

  /**
   * Asks the instance generating the room's reply to stop it (through the bus) and waits (a
   * little) until its lease is gone, so the STOPPED message is stored on return.
   */
  async stopRemote(room: ChatRoomRow): Promise<void> {
    await this.d.channel.requestStop(room.id);
    const until = Date.now() + REMOTE_STOP_WAIT_MS;
    while (Date.now() < until) {
      const now = await this.repo.room(room.id);
      if (!now || now.replyToken !== room.replyToken) return;
      await new Promise((resolve) => setTimeout(resolve, REMOTE_STOP_POLL_MS));
    }
  }

  /**
   * COMPLETED with its summary queued (PENDING). A reply in progress is stopped first; one that
   * does not settle in time loses its lease (its late result is dropped).
   */
  async completeRoom(room: ChatRoomRow): Promise<void> {
    if (room.replyToken) await this.stopReply(room);
    const now = this.d.now();
    const completed = await this.repo.updateRoom(
      this.repo.db,
      room.id,
      {
        state: 'COMPLETED',
        completedAt: now,
        pausedReason: null,
        summaryState: 'PENDING',
        summaryAttempts: 0,
        ...NO_LEASE,
      },
      ne(chatRooms.state, 'COMPLETED'),
    );
    if (completed) {
      await this.d.readCache.invalidate([room.memberId]);
      await this.queueSummary(room.id);
    }
  }

  async queueSummary(roomId: number): Promise<void> {
    await this.d.summaryJob.enqueue({ roomId }, { singletonKey: `chat-summary-${roomId}` });
  }

  /** Rooms idle for 24 hours complete (the idle job). */
  async completeIdle(): Promise<number> {
    const cutoff = new Date(this.d.now().getTime() - IDLE_MS);
    const rooms = await this.repo.idleRooms(cutoff);
    for (const room of rooms) await this.completeRoom(room);
    if (rooms.length > 0) this.d.log.info({ count: rooms.length }, 'idle chat rooms completed');
    return rooms.length;
  }
}
