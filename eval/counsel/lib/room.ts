// One member's counselling room driven through the API: send a message and wait until its reply
// is stored, move to the next level, complete, read the stored messages and the summary.
import type { SafetyKind } from '@dama/contract';
import { COMPLETE_LIMITS } from '../../../apps/server/src/modules/chat';
import type { Member } from './client';
import type { MovingClock } from './server';

/** The fields of CurrentRoom this evaluation reads (`safetyMode` is undefined until it lands). */
export interface RoomView {
  chatRoomId: number;
  chatRoomState: string;
  level: number;
  pendingReply: boolean;
  safetyMode?: SafetyKind | null;
}

/** A stored message (oldest first in a room's history). */
export interface StoredMessage {
  messageId: number;
  senderType: 'USER' | 'ASSISTANT';
  content: string;
  level: number;
  status: string;
}

/** The fields of a room's Summary this evaluation reads. */
export interface SummaryView {
  summaryState: 'PENDING' | 'READY' | 'FAILED';
  totalSummary: string | null;
  situationKeyword: string | null;
  solutionKeyword: string | null;
  safetyMode?: SafetyKind | null;
}

/** How far the moving clock goes per message: 20 sends a minute is a member's limit. */
const SEND_STEP_MS = 3_100;
/**
 * How far the moving clock goes per completion: a member may end 5 rooms a minute
 * (COMPLETE_LIMITS), so a member who ends rooms back to back is never refused.
 */
const COMPLETE_STEP_MS = COMPLETE_LIMITS[0].rule.windowMs / COMPLETE_LIMITS[0].rule.max + 100;
const SETTLE_TIMEOUT_MS = 30_000;
const SUMMARY_TIMEOUT_MS = 60_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET /chatrooms/current (creates the room with its greeting when there is none). */
export async function currentRoom(member: Member): Promise<RoomView> {
  return (await member.call('GET', '/chatrooms/current')) as RoomView;
}

/**
 * Waits until no reply is in progress and the level's judge after it has ended (it runs once
 * the reply is stored and the room free); returns the room then.
 */
export async function settle(member: Member): Promise<RoomView> {
  const until = Date.now() + SETTLE_TIMEOUT_MS;
  for (;;) {
    const room = await currentRoom(member);
    if (!room.pendingReply) {
      await member.settled(room.chatRoomId);
      return currentRoom(member);
    }
    if (Date.now() > until) throw new Error(`room ${room.chatRoomId}: the reply did not end`);
    await pause(10);
  }
}

/** Sends one message and waits for its reply to be stored. */
export async function sendAndSettle(
  member: Member,
  clock: MovingClock,
  message: string,
): Promise<RoomView> {
  clock.advance(SEND_STEP_MS);
  await member.call('POST', '/chatrooms/current/send', { message });
  return settle(member);
}

/** POST upgrade, then waits for the next level's opening. */
export async function upgradeAndSettle(member: Member): Promise<RoomView> {
  await member.call('POST', '/chatrooms/current/upgrade');
  return settle(member);
}

/** POST complete; returns the room's id. */
export async function completeRoom(member: Member, clock: MovingClock): Promise<number> {
  clock.advance(COMPLETE_STEP_MS);
  const { chatRoomId } = (await member.call('POST', '/chatrooms/current/complete')) as {
    chatRoomId: number;
  };
  return chatRoomId;
}

/** Every stored message of a room, oldest first. */
export async function roomMessages(member: Member, chatRoomId: number): Promise<StoredMessage[]> {
  const all: StoredMessage[] = [];
  for (let page = 0; ; page++) {
    const data = (await member.call(
      'GET',
      `/chatrooms/${chatRoomId}/messages?page=${page}&size=100`,
    )) as { list: StoredMessage[]; totalCount: number };
    all.push(...data.list);
    if (data.list.length === 0 || all.length >= data.totalCount) return all;
  }
}

/** The newest stored message of the current room. */
export async function newestMessage(member: Member): Promise<StoredMessage | undefined> {
  const data = (await member.call('GET', '/chatrooms/current/messages?page=0&size=1')) as {
    list: StoredMessage[];
  };
  return data.list[0];
}

/** Polls the summary until it is READY or FAILED (null when it stays PENDING too long). */
export async function waitForSummary(
  member: Member,
  chatRoomId: number,
): Promise<SummaryView | null> {
  const until = Date.now() + SUMMARY_TIMEOUT_MS;
  for (;;) {
    const summary = (await member.call('GET', `/chatrooms/${chatRoomId}/summary`)) as SummaryView;
    if (summary.summaryState !== 'PENDING') return summary;
    if (Date.now() > until) return null;
    await pause(50);
  }
}
