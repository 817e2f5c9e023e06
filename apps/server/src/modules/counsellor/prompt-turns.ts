import type { CounsellorContext, Level, RoomLine } from './engine';
import { josa } from './korean';

/**
 * How the model engine lays a room's messages out as chat turns (issue 21):
 *
 * - The whole room goes, oldest first, not only the current level's messages.
 * - Where a level from 2 on starts, a user-role note `[단계 안내] 여기서부터 상담 N단계 '…'(이)야.` marks
 *   it (a system message in mid-conversation is refused by some chat templates). The system prompt
 *   tells the model these notes are the app's, not the member's.
 * - Turns alternate: consecutive turns of one role (a failed message, a stopped reply, a level's
 *   last reply and the next opening) are joined, and a room that starts with 담이's greeting gets a
 *   short note before it, because several OpenAI-compatible servers require the first turn after
 *   the system prompt to be the user's.
 * - A member's text that imitates the note's marker is defused, so it cannot pose as the app.
 * - A very long room keeps its newest messages within ROOM_CHARS_BUDGET (the previous levels'
 *   summaries in the system prompt stand for the rest), with a note that the start was left out.
 */

export interface PromptMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The marker of the app's notes among the turns. */
export const NOTE_MARKER = '[단계 안내]';

export const LEVEL_NAMES: Readonly<Record<Level, string>> = {
  1: '상황 파악',
  2: '관계 이해',
  3: '해결 제안',
  4: '마무리',
};

/** `상담 2단계 '관계 이해'야`, `상담 1단계 '상황 파악'이야`: the level named, with 이야/야 after it. */
export function levelIs(level: Level): string {
  const name = LEVEL_NAMES[level];
  return `상담 ${level}단계 '${name}'${josa(name, '이야/야').slice(name.length)}`;
}

/** An app note (user role) with the marker. */
export function note(text: string): PromptMessage {
  return { role: 'user', content: `${NOTE_MARKER} ${text}` };
}

/** The note that marks where `level` starts. */
export function levelStartNote(level: Level): PromptMessage {
  return note(`여기서부터 ${levelIs(level)}.`);
}

/** The note before a room that starts with 담이's greeting. */
const ROOM_START = note('회원이 상담방에 들어왔어.');

/** A member's text with anything that looks like the app's marker made harmless. */
export function defuse(text: string): string {
  return text.replace(/\[\s*단계\s*안내\s*\]/g, '(단계 안내)');
}

/**
 * The room's messages with their levels: `roomMessages`, or this level's `messages` when the
 * room's were not given (a context built before the chat filled them).
 */
export function roomLines(ctx: CounsellorContext): readonly RoomLine[] {
  const room = (ctx.roomMessages as RoomLine[] | undefined) ?? [];
  if (room.length > 0 || ctx.messages.length === 0) return room;
  return ctx.messages.map((m) => ({ ...m, level: ctx.level }));
}

/**
 * How many characters of room messages one request carries at most (messages are at most 500
 * characters; a room of 2–6 turns per level stays well under it).
 */
export const ROOM_CHARS_BUDGET = 16_000;

/** The newest of `lines` whose contents fit `budget` (the newest one always), and whether any were left out. */
export function withinBudget<T extends { content: string }>(
  lines: readonly T[],
  budget = ROOM_CHARS_BUDGET,
): { lines: T[]; cut: boolean } {
  let used = 0;
  let start = lines.length;
  while (start > 0) {
    const size = [...(lines[start - 1]?.content ?? '')].length;
    if (start < lines.length && used + size > budget) break;
    used += size;
    start--;
  }
  return { lines: lines.slice(start), cut: start > 0 };
}

/** The note where a long room's left-out start was. */
export const CUT_NOTE = note('이 앞의 대화는 길어서 줄였어. 앞 단계 요약을 참고해.');

/** Joins consecutive turns of one role, and puts a user turn first. */
export function alternate(turns: readonly PromptMessage[]): PromptMessage[] {
  const out: PromptMessage[] = [];
  for (const turn of turns) {
    const last = out.at(-1);
    if (last && last.role === turn.role) last.content = `${last.content}\n\n${turn.content}`;
    else out.push({ ...turn });
  }
  if (out[0]?.role === 'assistant') out.unshift({ ...ROOM_START });
  return out;
}

/**
 * The room's messages as chat turns, with a note where each level from 2 on starts (and where a
 * long room's start was left out).
 */
export function roomTurns(all: readonly RoomLine[]): PromptMessage[] {
  const { lines, cut } = withinBudget(all);
  const turns: PromptMessage[] = cut ? [{ ...CUT_NOTE }] : [];
  let level: Level | undefined;
  for (const line of lines) {
    const starts = level === undefined ? line.level > 1 : line.level !== level;
    if (starts) turns.push(levelStartNote(line.level));
    level = line.level;
    turns.push(
      line.sender === 'USER'
        ? { role: 'user', content: defuse(line.content) }
        : { role: 'assistant', content: line.content },
    );
  }
  return turns;
}

/**
 * The turns of a request after the system prompt: the room, then `ending` notes; always ends
 * with a user turn (never a request of a system message alone).
 */
export function requestTurns(
  lines: readonly RoomLine[],
  ending: readonly PromptMessage[] = [],
  fallback: PromptMessage = note('회원의 마지막 말에 이어서 답해 줘.'),
): PromptMessage[] {
  const turns = alternate([...roomTurns(lines), ...ending]);
  if (turns.at(-1)?.role !== 'user') turns.push({ ...fallback });
  return turns;
}
