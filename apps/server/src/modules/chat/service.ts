import type { ChatMessage, CurrentRoom } from '@dama/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import { randomToken } from '../../platform/crypto';
import { isUniqueViolation } from '../../platform/db/errors';
import { chatRooms, type ChatRoomRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import type { JobHandle } from '../../platform/jobs';
import { pagedList } from '../../platform/http/lists';
import type { AfterCommit } from '../../platform/outbox';
import { consumeAttempt, type AttemptLimiter } from '../../platform/limits/attempt-limiter';
import type { MemberEvents } from '../../platform/realtime';
import type { ReadCache } from '../../platform/cache';
import type { CoupleLookup } from './context';
import type { CounsellorPort, Level } from './counsellor-port';
import type { ReplyChannel } from './reply-channel';
import type { ReplyRunner, ReplyTask } from './reply-runner';
import type { Tx } from '../../platform/db/tx';
import type { ChatRepository } from './repository';
import { currentRoomView, messageView } from './views';

const MINUTE = 60 * 1000;
/** A room with no user message for this long completes (DESIGN 6). */
export const IDLE_MS = 24 * 60 * MINUTE;
/** A reply whose lease is this old belongs to a process that died: it counts as failed. */
export const LEASE_MS = 3 * MINUTE;
/** Sends per member (DESIGN 16). */
export const SEND_LIMITS = [
  { name: 'chat-send-minute', rule: { max: 20, windowMs: MINUTE } },
  { name: 'chat-send-day', rule: { max: 300, windowMs: 24 * 60 * MINUTE } },
] as const;
/** How long stop / complete wait for a reply generated on another instance to settle. */
const REMOTE_STOP_WAIT_MS = 3000;
const REMOTE_STOP_POLL_MS = 50;
/** A current room this close to its idle deadline is not served from the read cache. */
const SETTLED_MARGIN_MS = MINUTE;

const SENDABLE: ReadonlySet<ChatRoomRow['state']> = new Set(['BEFORE_INIT', 'ALIVE']);

export interface ChatServiceDeps {
  repo: ChatRepository;
  runner: ReplyRunner;
  channel: ReplyChannel;
  counsellor: CounsellorPort;
  couples: CoupleLookup;
  events: MemberEvents;
  /** The summary job (queued on completion). */
  summaryJob: JobHandle<{ roomId: number }>;
  limiter: AttemptLimiter;
  /** Dropped when a room completes (the member's count of completed rooms changes). */
  readCache: ReadCache;
  now: Clock;
  log: FastifyBaseLogger;
}

/** The member's current room and its state machine (DESIGN 6, CONTRACT 4.6). */
export class ChatService {
  constructor(private readonly d: ChatServiceDeps) {}

  private get repo(): ChatRepository {
    return this.d.repo;
  }

  /**
   * The member's current room after the rules every read applies: a room idle for 24 h completes
   * (none then), a reply whose lease expired counts as failed, and a PAUSED room of a member who
   * now has a partner returns to NEED_NEXT_QUESTION.
   */
  private async currentRoom(memberId: number): Promise<ChatRoomRow | undefined> {
    let room = await this.repo.current(memberId);
    if (!room) return undefined;
    const now = this.d.now().getTime();
    if (now - (room.lastMessageAt ?? room.createdAt).getTime() >= IDLE_MS) {
      await this.completeRoom(room);
      return undefined;
    }
    if (room.replyToken && room.replyStartedAt && now - room.replyStartedAt.getTime() >= LEASE_MS) {
      await this.d.runner.fail(taskOf(room), 'REPLY_TIMEOUT');
      room = await this.repo.current(memberId);
    }
    if (room?.state === 'PAUSED' && (await this.d.couples.active(memberId))) {
      await (
        await this.resumePaused([memberId])
      )();
      room = await this.repo.current(memberId);
    }
    return room;
  }

  private async requireRoom(memberId: number): Promise<ChatRoomRow> {
    const room = await this.currentRoom(memberId);
    if (!room) throw new AppError('NO_SUCH_CHAT_ROOM');
    return room;
  }

  /** GET current: creates the room with 담이's greeting when there is none. */
  async current(memberId: number): Promise<CurrentRoom> {
    let room = await this.currentRoom(memberId);
    if (!room) {
      const profile = await this.repo.profile(memberId);
      if (!profile) throw new AppError('NO_SUCH_MEMBER');
      const greeting = this.d.counsellor.greeting(profile.nickname);
      room = await this.repo.createRoom(memberId, greeting, this.d.now());
    }
    return currentRoomView(room);
  }

  /**
   * Whether a current room read may be kept in the read cache: not while a reply is under way
   * (its lease, level and state change without a request of the member) and not near the idle
   * deadline (the next read completes the room).
   */
  isSettled(room: CurrentRoom): boolean {
    if (room.pendingReply) return false;
    const last = Date.parse(room.lastMessageAt ?? room.createdAt);
    return last + IDLE_MS - this.d.now().getTime() > SETTLED_MARGIN_MS;
  }

  async messages(memberId: number, page: number, size: number) {
    const room = await this.requireRoom(memberId);
    const { list, totalCount } = await this.repo.page(room.id, 'newest', page, size);
    return pagedList<ChatMessage>(list.map(messageView), page, totalCount);
  }

  /**
   * POST send. A repeat of a `clientMessageId` returns the first result; then, in the contract's
   * order: no room 40008, a state or a reply in progress that does not allow it 40009, no
   * attachment test 40010, the send limits 42900. The reply streams from here on.
   */
  async send(
    memberId: number,
    text: string,
    clientMessageId: string | undefined,
  ): Promise<{ messageId: number; chatRoomId: number }> {
    const repeat = clientMessageId ? await this.repo.byClientId(memberId, clientMessageId) : null;
    if (repeat) return { messageId: repeat.id, chatRoomId: repeat.roomId };
    const room = await this.requireRoom(memberId);
    if (!SENDABLE.has(room.state) || room.replyToken) throw new AppError('NOT_VALID_CHAT_ROOM');
    if (!(await this.repo.profile(memberId))?.tested) throw new AppError('MEMBER_NOT_TESTED');
    for (const limit of SEND_LIMITS) {
      await consumeAttempt(this.d.limiter, `${limit.name}:${memberId}`, limit.rule);
    }
    const now = this.d.now();
    const token = randomToken(16);
    let sent;
    try {
      sent = await this.repo.db.transaction(async (tx) => {
        const locked = await this.repo.current(memberId, tx);
        if (locked?.id !== room.id || !SENDABLE.has(locked.state) || locked.replyToken) {
          throw new AppError('NOT_VALID_CHAT_ROOM');
        }
        const message = await this.repo.insertMessage(tx, {
          roomId: room.id,
          memberId,
          sender: 'USER',
          content: text,
          level: room.level as Level,
          clientMessageId,
          createdAt: now,
        });
        await this.repo.updateRoom(tx, room.id, {
          state: 'ALIVE',
          lastMessageAt: now,
          ...lease(token, now, message.id),
        });
        return message;
      });
    } catch (error) {
      // The same clientMessageId sent twice at once: the first one won.
      const first =
        clientMessageId && isUniqueViolation(error, 'chat_messages_member_client_id_key')
          ? await this.repo.byClientId(memberId, clientMessageId)
          : undefined;
      if (first) return { messageId: first.id, chatRoomId: first.roomId };
      throw error;
    }
    this.d.runner.start({
      memberId,
      roomId: room.id,
      level: room.level as Level,
      token,
      replyTo: { id: sent.id, text },
    });
    return { messageId: sent.id, chatRoomId: room.id };
  }

  /**
   * POST upgrade from NEED_NEXT_QUESTION: the next level, whose opening streams as a reply; after
   * level 1 a member without a partner pauses instead (COUPLE_REQUIRED).
   */
  async upgrade(memberId: number): Promise<CurrentRoom> {
    const room = await this.requireRoom(memberId);
    if (room.state !== 'NEED_NEXT_QUESTION' || room.replyToken || room.level >= 4) {
      throw new AppError('NOT_VALID_CHAT_ROOM');
    }
    const stillWaiting = and(
      eq(chatRooms.state, 'NEED_NEXT_QUESTION'),
      isNull(chatRooms.replyToken),
    );
    if (room.level === 1 && !(await this.d.couples.active(memberId))) {
      const paused = await this.repo.updateRoom(
        this.repo.db,
        room.id,
        { state: 'PAUSED', pausedReason: 'COUPLE_REQUIRED' },
        stillWaiting,
      );
      if (!paused) throw new AppError('NOT_VALID_CHAT_ROOM');
      await this.d.events.publish(memberId, 'chat_room_paused', {
        chatRoomId: room.id,
        reason: 'COUPLE_REQUIRED',
      });
      return currentRoomView({ ...room, state: 'PAUSED', pausedReason: 'COUPLE_REQUIRED' });
    }
    const level = (room.level + 1) as Level;
    const token = randomToken(16);
    const now = this.d.now();
    const patch = {
      state: 'ALIVE',
      level,
      pausedReason: null,
      ...lease(token, now, null),
    } as const;
    if (!(await this.repo.updateRoom(this.repo.db, room.id, patch, stillWaiting))) {
      throw new AppError('NOT_VALID_CHAT_ROOM');
    }
    this.d.runner.start({ memberId, roomId: room.id, level, token, replyTo: null });
    return currentRoomView({ ...room, ...patch });
  }

  /** POST complete from any current state; a reply in progress is stopped first. */
  async complete(memberId: number): Promise<{ chatRoomId: number }> {
    const room = await this.requireRoom(memberId);
    await this.completeRoom(room);
    return { chatRoomId: room.id };
  }

  /** POST stop: ends the reply in progress (none: nothing happens). */
  async stop(memberId: number): Promise<void> {
    const room = await this.requireRoom(memberId);
    if (room.replyToken) await this.stopReply(room);
  }

  /** POST retry: regenerates the reply to the last user message, which must be FAILED. */
  async retry(memberId: number): Promise<{ messageId: number }> {
    const room = await this.requireRoom(memberId);
    if (!SENDABLE.has(room.state) || room.replyToken) throw new AppError('NOT_VALID_CHAT_ROOM');
    const last = await this.repo.lastMessage(room.id, 'USER');
    if (last?.status !== 'FAILED') throw new AppError('NOT_VALID_CHAT_ROOM');
    const token = randomToken(16);
    const retried = await this.repo.db.transaction(async (tx) => {
      const locked = await this.repo.room(room.id, tx);
      if (!locked || locked.replyToken || !SENDABLE.has(locked.state)) return false;
      await this.repo.setMessageStatus(tx, last.id, 'DONE');
      await this.repo.updateRoom(tx, room.id, lease(token, this.d.now(), last.id));
      return true;
    });
    if (!retried) throw new AppError('NOT_VALID_CHAT_ROOM');
    this.d.runner.start({
      memberId,
      roomId: room.id,
      level: room.level as Level,
      token,
      replyTo: { id: last.id, text: last.content },
    });
    return { messageId: last.id };
  }

  /**
   * Stops the room's reply: here directly, else through the bus to the instance generating it,
   * then waits (a little) until its lease is gone, so the STOPPED message is stored on return.
   */
  private async stopReply(room: ChatRoomRow): Promise<void> {
    const local = this.d.runner.stop(room.id);
    if (local) {
      await local;
      return;
    }
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
        ...lease(null, null, null),
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

  /**
   * PAUSED rooms of these members go back to NEED_NEXT_QUESTION (they now have a partner).
   * Returns the events to send once `tx` has committed.
   */
  async resumePaused(memberIds: readonly number[], tx?: Tx): Promise<AfterCommit> {
    const resumed = await this.repo.resumePaused(tx ?? this.repo.db, memberIds);
    return async () => {
      for (const room of resumed) {
        // An open chat screen upgrades on this event, as at the end of a level.
        await this.d.events.publish(room.memberId, 'current_level_finished', {
          chatRoomId: room.id,
          level: room.level,
        });
      }
    };
  }
}

function lease(token: string | null, at: Date | null, replyTo: number | null) {
  return { replyToken: token, replyStartedAt: at, replyToMessageId: replyTo };
}

/** The reply a room's lease names, as a task (to fail it when its process died). */
function taskOf(room: ChatRoomRow): ReplyTask {
  return {
    memberId: room.memberId,
    roomId: room.id,
    level: room.level as Level,
    token: room.replyToken ?? '',
    replyTo: room.replyToMessageId === null ? null : { id: room.replyToMessageId, text: '' },
  };
}
