import type { ChatMessage, CurrentRoom } from '@dama/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { randomToken } from '../../platform/crypto';
import { BatchedRead } from '../../platform/db/batched-read';
import { chatRooms, type ChatRoomRow } from './schema';
import { AppError } from '../../platform/errors';
import { pagedList } from '../../platform/http/lists';
import type { AfterCommit } from '../../platform/outbox';
import type { MemberEvents } from '../../platform/realtime';
import { consumeCompletion } from './completion-limits';
import type { CounsellorPort, Level } from './counsellor-port';
import type { Tx } from '../../platform/db/tx';
import type { ChatRepository } from './repository';
import { IDLE_MS, RoomEnding, type RoomEndingDeps } from './room-ending';
import { RoomSending, SENDABLE, type SendDeps } from './send';
import { currentRoomView, messageView } from './views';

export { IDLE_MS } from './room-ending';

const MINUTE = 60 * 1000;
/** A current room this close to its idle deadline is not served from the read cache. */
const SETTLED_MARGIN_MS = MINUTE;

export interface ChatServiceDeps extends RoomEndingDeps, SendDeps {
  counsellor: CounsellorPort;
  events: MemberEvents;
}

/** The member's current room and its state machine (DESIGN 6, CONTRACT 4.6). */
export class ChatService {
  /** Stopping replies and ending rooms; the idle job and the history use it too. */
  readonly ending: RoomEnding;

  private readonly sending: RoomSending;

  constructor(private readonly d: ChatServiceDeps) {
    this.ending = new RoomEnding(d);
    this.sending = new RoomSending(d, {
      require: (memberId) => this.requireRoom(memberId),
      pause: (memberId) => this.upgrade(memberId),
    });
  }

  private get repo(): ChatRepository {
    return this.d.repo;
  }

  /**
   * The member's current room after the rules every read applies: a room idle for 24 h completes
   * (none then), a reply whose holder is gone counts as failed, and a PAUSED room of a member who
   * now has a partner returns to NEED_NEXT_QUESTION.
   */
  private async currentRoom(memberId: number): Promise<ChatRoomRow | undefined> {
    let room = await this.repo.current(memberId);
    if (!room) return undefined;
    const now = this.d.now().getTime();
    if (now - (room.lastMessageAt ?? room.createdAt).getTime() >= IDLE_MS) {
      await this.ending.completeRoom(room);
      return undefined;
    }
    if (await this.d.leases.failIfDead(room)) room = await this.repo.current(memberId);
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
    const room = (await this.currentRoom(memberId)) ?? (await this.newRooms.load(memberId));
    if (!room) throw new AppError('NO_SUCH_MEMBER');
    if ('failed' in room) throw room.failed;
    return currentRoomView(room);
  }

  /**
   * Members' new rooms, each with 담이's greeting, asked at about the same time: one write for
   * all (a new member's first app open, or the first after a room completed). A member who is
   * withdrawn gets none.
   */
  private readonly newRooms = new BatchedRead<number, ChatRoomRow | { failed: unknown }>(
    async (memberIds) => {
      const now = this.d.now();
      const profiles = await Promise.all(memberIds.map((id) => this.d.profiles.of(id)));
      const rooms = memberIds.flatMap((memberId, i) => {
        const profile = profiles[i];
        if (!profile) return [];
        // A member's rooms start differently: the seed takes the member and the second.
        const seed = memberId * 7919 + Math.floor(now.getTime() / 1000);
        return [{ memberId, greeting: this.d.counsellor.greeting(profile.nickname, seed) }];
      });
      const failed = new Map<number, { failed: unknown }>();
      try {
        await this.repo.createRooms(rooms, now);
      } catch (error) {
        if (rooms.length === 1) throw error;
        // One member's failure (withdrawn mid-write) must not fail the others: one at a time,
        // and each failure is that member's answer.
        for (const room of rooms) {
          await this.repo
            .createRooms([room], now)
            .catch((cause: unknown) => failed.set(room.memberId, { failed: cause }));
        }
      }
      const made = rooms.filter(({ memberId }) => !failed.has(memberId));
      const created = await Promise.all(made.map(({ memberId }) => this.repo.current(memberId)));
      const found = new Map<number, ChatRoomRow | { failed: unknown }>(failed);
      made.forEach(({ memberId }, i) => {
        if (created[i]) found.set(memberId, created[i]);
      });
      return found;
    },
  );

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

  /** POST send (send.ts). */
  send(memberId: number, text: string, clientMessageId: string | undefined) {
    return this.sending.send(memberId, text, clientMessageId);
  }

  /**
   * POST upgrade from NEED_NEXT_QUESTION: the next level, whose opening streams as a reply; after
   * level 1 a member without a partner pauses instead (COUPLE_REQUIRED). A room in safety mode
   * never moves a level.
   */
  async upgrade(memberId: number): Promise<CurrentRoom> {
    const room = await this.requireRoom(memberId);
    if (
      room.state !== 'NEED_NEXT_QUESTION' ||
      room.replyToken ||
      room.level >= 4 ||
      room.safetyMode
    ) {
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
      ...this.d.leases.take(token, now, null),
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
    await consumeCompletion(this.d.limiter, memberId);
    await this.ending.completeRoom(room);
    return { chatRoomId: room.id };
  }

  /**
   * POST stop: ends the reply in progress (none: nothing happens). Generated here, the runner
   * aborts it, stores the partial text as STOPPED and sends `chat_stopped` (reply-runner.ts);
   * generated on another instance, that one is asked to (room-ending.ts waits for it).
   */
  async stop(memberId: number): Promise<void> {
    const room = await this.requireRoom(memberId);
    if (!room.replyToken) return;
    await (this.d.runner.stop(room.id) ?? this.ending.stopRemote(room));
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
      await this.repo.updateRoom(tx, room.id, this.d.leases.take(token, this.d.now(), last.id));
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
