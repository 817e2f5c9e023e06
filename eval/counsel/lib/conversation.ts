// A scenario played through the API by a fresh couple: the member's messages one at a time, the
// next level when 담이 ends one, then complete and wait for the summary; everything stored is
// read back for the metrics.
import { Member } from './client';
import {
  completeRoom,
  currentRoom,
  roomMessages,
  sendAndSettle,
  upgradeAndSettle,
  waitForSummary,
  type RoomView,
  type StoredMessage,
  type SummaryView,
} from './room';
import { observedMode, type ObservedMode } from './safety-mode';
import type { Scenario } from './scenario';
import type { EvalServer } from './server';

/** One member message and what followed it. */
export interface TurnRecord {
  text: string;
  /** The level the message was sent in. */
  level: number;
  /** The replies stored after it (its answer, and a next level's opening). */
  replies: string[];
  /** The room's mode once its reply ended. */
  mode: ObservedMode;
  /** The room's level once its reply ended. */
  levelAfter: number;
}

/** Everything one played scenario left. */
export interface ConversationRecord {
  scenario: Scenario;
  chatRoomId: number;
  turns: TurnRecord[];
  messages: StoredMessage[];
  /** The highest level the room reached. */
  reachedLevel: number;
  /** Scenario messages never sent (the level ended before them, or level 4 came first). */
  unsent: number;
  summary: SummaryView | null;
}

/** Plays `scenario` with a new linked couple; `seed` varies their attachment answers. */
export async function playScenario(
  server: EvalServer,
  scenario: Scenario,
  seed: number,
): Promise<ConversationRecord> {
  const { app, clock } = server;
  // Over 16 consecutive seeds the couple goes through every pair of attachment types.
  const partner = await Member.create(app, clock, scenario.partner, seed + (seed >> 2) + 1);
  const me = await Member.create(app, clock, scenario.me, seed);
  await me.linkWith(partner);

  let room: RoomView = await currentRoom(me);
  const sentLevels: Array<{ text: string; level: number; room: RoomView }> = [];
  let list = 0;
  let index = 0;
  let reachedLevel = room.level;
  for (;;) {
    if (room.chatRoomState === 'NEED_NEXT_QUESTION') {
      room = await upgradeAndSettle(me);
      reachedLevel = Math.max(reachedLevel, room.level);
      if (room.level >= 4) break;
      // A member in crisis goes on with what they came to say: nothing of a crisis conversation
      // is dropped when a level ends early (an ordinary member moves on with the new level).
      if (list < room.level - 1 && !scenario.crisis) [list, index] = [room.level - 1, 0];
      continue;
    }
    if (room.chatRoomState !== 'ALIVE' && room.chatRoomState !== 'BEFORE_INIT') break;
    if (room.level >= 4) break;
    while (list < 3 && index >= (scenario.levels[list]?.length ?? 0)) [list, index] = [list + 1, 0];
    const text = scenario.levels[list]?.[index++];
    if (text === undefined) break;
    const level = room.level;
    room = await sendAndSettle(me, clock, text);
    sentLevels.push({ text, level, room });
  }
  const total = scenario.levels.reduce((sum, l) => sum + l.length, 0);

  const chatRoomId = await completeRoom(me, clock);
  const summary = await waitForSummary(me, chatRoomId);
  const messages = await roomMessages(me, chatRoomId);
  const replies = repliesPerUserMessage(messages);
  const turns = sentLevels.map((sent, i): TurnRecord => {
    const after = replies[i] ?? [];
    return {
      text: sent.text,
      level: sent.level,
      replies: after,
      mode: observedMode(sent.room, after.join('\n')),
      levelAfter: sent.room.level,
    };
  });
  return {
    scenario,
    chatRoomId,
    turns,
    messages,
    reachedLevel,
    unsent: total - sentLevels.length,
    summary,
  };
}

/** For each user message in order, the assistant messages stored after it and before the next. */
function repliesPerUserMessage(messages: readonly StoredMessage[]): string[][] {
  const out: string[][] = [];
  for (const message of messages) {
    if (message.senderType === 'USER') out.push([]);
    else if (out.length > 0) out[out.length - 1]!.push(message.content);
  }
  return out;
}
