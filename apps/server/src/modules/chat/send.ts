import { and, eq, inArray } from 'drizzle-orm';
import { randomToken } from '../../platform/crypto';
import { isUniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/errors';
import { consumeAttempt, type AttemptLimiter } from '../../platform/limits/attempt-limiter';
import type { Clock } from '../../platform/clock';
import type { CoupleLookup } from './context';
import type { Level } from './counsellor-port';
import type { LeasedWrites } from './leased-writes';
import type { MemberProfiles } from './profiles';
import type { ReplyLeases } from './reply-leases';
import type { ReplyRunner } from './reply-runner';
import type { ChatRepository } from './repository';
import { chatRooms, type ChatRoomRow } from './schema';

const MINUTE = 60 * 1000;
/** Sends per member (DESIGN 16). */
export const SEND_LIMITS = [
  { name: 'chat-send-minute', rule: { max: 20, windowMs: MINUTE } },
  { name: 'chat-send-day', rule: { max: 300, windowMs: 24 * 60 * MINUTE } },
] as const;

/** States a member may send in without a level change first. */
export const SENDABLE: ReadonlySet<ChatRoomRow['state']> = new Set(['BEFORE_INIT', 'ALIVE']);

export interface SendDeps {
  repo: ChatRepository;
  runner: ReplyRunner;
  leases: ReplyLeases;
  writes: LeasedWrites;
  couples: CoupleLookup;
  profiles: MemberProfiles;
  limiter: AttemptLimiter;
  now: Clock;
}

/** What the send path asks of the room's state machine (service.ts). */
export interface SendRooms {
  /** The member's current room after the read rules; 40008 when there is none. */
  require(memberId: number): Promise<ChatRoomRow>;
  /** Upgrade's pause of a level-1 room without a partner. */
  pause(memberId: number): Promise<unknown>;
}

/** A member's message into the current room and the reply it starts (CONTRACT 4.6 send). */
export class RoomSending {
  constructor(
    private readonly d: SendDeps,
    private readonly rooms: SendRooms,
  ) {}

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
    const repeat = clientMessageId ? await this.d.repo.byClientId(memberId, clientMessageId) : null;
    if (repeat) return { messageId: repeat.id, chatRoomId: repeat.roomId };
    // The profile is read beside the room (the checks below still go in the contract's order).
    const profile = this.d.profiles.of(memberId);
    profile.catch(() => undefined);
    let room = await this.rooms.require(memberId);
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
      const again = await this.rooms.require(memberId);
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
      await this.rooms.pause(memberId);
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
          ? await this.d.repo.byClientId(memberId, clientMessageId)
          : undefined;
      if (first) return { repeat: { messageId: first.id, chatRoomId: first.roomId } };
      throw error;
    }
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
