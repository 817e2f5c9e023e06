import type { ChatMessage, CurrentRoom } from '@dama/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { randomToken } from '../../platform/crypto';
import { BatchedRead } from '../../platform/db/batched-read';
import { isUniqueViolation } from '../../platform/db/errors';
import { chatRooms, type ChatRoomRow } from './schema';
import { AppError } from '../../platform/errors';
import { pagedList } from '../../platform/http/lists';
import type { AfterCommit } from '../../platform/outbox';
import { consumeAttempt, type AttemptLimiter } from '../../platform/limits/attempt-limiter';
import type { MemberEvents } from '../../platform/realtime';
import { consumeCompletion } from './completion-limits';
import type { CoupleLookup } from './context';
import type { MemberProfiles } from './profiles';
import type { CounsellorPort, Level } from './counsellor-port';
import type { Tx } from '../../platform/db/tx';
import type { LeasedWrites } from './leased-writes';
import type { ChatRepository } from './repository';
import type { ReplyLeases } from './reply-leases';
import { IDLE_MS, RoomEnding, type RoomEndingDeps } from './room-ending';
import { currentRoomView, messageView } from './views';

export { IDLE_MS } from './room-ending';

const MINUTE = 60 * 1000;
/** Sends per member (DESIGN 16). */
export const SEND_LIMITS = [
  { name: 'chat-send-minute', rule: { max: 20, windowMs: MINUTE } },
  { name: 'chat-send-day', rule: { max: 300, windowMs: 24 * 60 * MINUTE } },
] as const;
/** A current room this close to its idle deadline is not served from the read cache. */
const SETTLED_MARGIN_MS = MINUTE;

const SENDABLE: ReadonlySet<ChatRoomRow['state']> = new Set(['BEFORE_INIT', 'ALIVE']);

export interface ChatServiceDeps extends RoomEndingDeps {
  leases: ReplyLeases;
  writes: LeasedWrites;
  counsellor: CounsellorPort;
  couples: CoupleLookup;
  profiles: MemberProfiles;
  events: MemberEvents;
  limiter: AttemptLimiter;
}

/** The member's current room and its state machine (DESIGN 6, CONTRACT 4.6). */
export class ChatService {
  /** Stopping replies and ending rooms; the idle job and the history use it too. */
  readonly ending: RoomEnding;

  constructor(private readonly d: ChatServiceDeps) {
    this.ending = new RoomEnding(d);
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

  /**
   * POST send. A repeat of a `clientMessageId` returns the first result; then, in the contract's
   * order: no room 40008, a state or a reply in progress that does not allow it 40009, no
   * attachment test 40010, the send limits 42900. The reply streams from here on. A room waiting
   * in NEED_NEXT_QUESTION first moves to the next level, as upgrade does (CONTRACT 4.6: existing
   * clients never call upgrade): the message is the new level's first, and its reply stands in
   * for the level's opening; after level 1 a member without a partner pauses instead (40009).
   */
  async send(
    memberId: number,
    text: string,
    clientMessageId: string | undefined,
  ): Promise<{ messageId: number; chatRoomId: number }> {
    const repeat = clientMessageId ? await this.repo.byClientId(memberId, clientMessageId) : null;
    if (repeat) return { messageId: repeat.id, chatRoomId: repeat.roomId };
    // The profile is read beside the room (the checks below still go in the contract's order).
    const profile = this.d.profiles.of(memberId);
    profile.catch(() => undefined);
    let room = await this.requireRoom(memberId);
    if ((!SENDABLE.has(room.state) && !advancesOnSend(room)) || room.replyToken) {
      throw new AppError('NOT_VALID_CHAT_ROOM');
    }
    const member = await profile;
    if (!member?.tested) throw new AppError('MEMBER_NOT_TESTED');
    await this.pauseWithoutPartner(memberId, room);
    for (const limit of SEND_LIMITS) {
      await consumeAttempt(this.d.limiter, `${limit.name}:${memberId}`, limit.rule);
    }
    let sent = await this.write(memberId, room, text, clientMessageId);
    if (sent === 'refused') {
      // The level's judge runs after the reply with the room free (decision 0039): it may have
      // ended the level between the read above and the write. Read once more; a room that now
      // waits for its next level takes this message as the advance, as it would have a moment later.
      const again = await this.requireRoom(memberId);
      if (!again.replyToken && advancesOnSend(again) && !advancesOnSend(room)) {
        await this.pauseWithoutPartner(memberId, again);
        room = again;
        sent = await this.write(memberId, room, text, clientMessageId);
      }
    }
    if (sent === 'refused') throw new AppError('NOT_VALID_CHAT_ROOM');
    if ('repeat' in sent) return sent.repeat;
    const { level, token } = sent;
    this.d.runner.start({
      memberId,
      roomId: room.id,
      level,
      token,
      replyTo: { id: sent.messageId, text },
      room: sent.room,
      member,
    });
    return { messageId: sent.messageId, chatRoomId: room.id };
  }

  /** The upgrade's pause rule on a send that advances after level 1 without a partner (40009). */
  private async pauseWithoutPartner(memberId: number, room: ChatRoomRow): Promise<void> {
    if (advancesOnSend(room) && room.level === 1 && !(await this.d.couples.active(memberId))) {
      await this.upgrade(memberId);
      throw new AppError('NOT_VALID_CHAT_ROOM');
    }
  }

  /**
   * One statement: the room locked and still as it was read (sendable, or waiting for the level
   * `room` names), the message stored, the lease taken. 'refused' when the room changed.
   */
  private async write(
    memberId: number,
    room: ChatRoomRow,
    text: string,
    clientMessageId: string | undefined,
  ): Promise<SendWrite> {
    const advancing = advancesOnSend(room);
    const now = this.d.now();
    const token = randomToken(16);
    const level = (advancing ? room.level + 1 : room.level) as Level;
    try {
      const sent = await this.d.writes.send({
        roomId: room.id,
        memberId,
        text,
        level,
        clientMessageId,
        at: now,
        sendable: advancing
          ? and(eq(chatRooms.state, 'NEED_NEXT_QUESTION'), eq(chatRooms.level, room.level))!
          : inArray(chatRooms.state, [...SENDABLE]),
        patch: {
          state: 'ALIVE',
          level,
          pausedReason: null,
          lastMessageAt: now,
          ...this.d.leases.take(token, now, null),
        },
      });
      return sent ? { ...sent, level, token } : ('refused' as const);
    } catch (error) {
      // The same clientMessageId sent twice at once: the first one won.
      const first =
        clientMessageId && isUniqueViolation(error, 'chat_messages_member_client_id_key')
          ? await this.repo.byClientId(memberId, clientMessageId)
          : undefined;
      if (first) return { repeat: { messageId: first.id, chatRoomId: first.roomId } };
      throw error;
    }
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

/** What a send's write did: stored (with the reply's level and lease), a repeat, or refused. */
type SendWrite =
  | { messageId: number; room: ChatRoomRow; level: Level; token: string }
  | { repeat: { messageId: number; chatRoomId: number } }
  | 'refused';

/** Whether a send moves the room to its next level first (NEED_NEXT_QUESTION, levels 1–3). */
function advancesOnSend(room: ChatRoomRow): boolean {
  return room.state === 'NEED_NEXT_QUESTION' && room.level < 4 && room.safetyMode === null;
}
