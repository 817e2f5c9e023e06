import { SAFETY_KINDS } from '@dama/contract';
import type { ChatRoomRow } from './schema';
import type { CounsellorContext, RiskKind } from './counsellor-port';
import type { ReplyRunnerDeps, ReplyTask } from './reply-task';
import { CHECK_IN_ENDED, checkInStep } from './check-in';

/** Where a reply's text comes from, and the safety mode it may put the room in (decision 0034). */

export interface Source {
  chunks: AsyncIterable<string>;
  /** Whether the counsellor judges the level after this reply (levels 1–3, not a safety reply). */
  judge: boolean;
  /** A safety-mode reply (counted on the room, never judged). */
  safety: boolean;
}

async function* once(text: string): AsyncIterable<string> {
  yield await Promise.resolve(text);
}

/**
 * Where the reply comes from. Safety first (DESIGN 6): a member message that signals a risk, or
 * any message of a room already in safety mode, gets the safety layer's reply whatever the
 * engine; the room enters (or stays in) safety mode and `chat_safety_mode` tells the member's
 * screens before the reply streams. A weak sign gets a check-in instead (`check-in.ts`): 담이
 * asks whether the member is safe, and an answer in danger or unclear enters safety mode. Null
 * when the reply's lease was lost.
 */
export async function replySource(
  deps: Pick<ReplyRunnerDeps, 'counsellor' | 'repo' | 'writes' | 'events'>,
  task: ReplyTask,
  room: ChatRoomRow,
  ctx: CounsellorContext,
  signal: AbortSignal,
): Promise<Source | null> {
  const { counsellor } = deps;
  const earlier = earlierMemberTexts(ctx);
  let found = task.replyTo ? counsellor.detectRisk(task.replyTo.text, earlier) : null;
  if (!found && !room.safetyMode) {
    // The check-in (decision 0073): ask about a weak sign; the answer decides.
    const step = await checkInStep(deps, task, room, ctx, earlier);
    if (step === 'LOST') return null;
    if (step !== 'ON' && 'ask' in step) {
      return { chunks: once(step.ask), judge: false, safety: false };
    }
    if (step !== 'ON') found = step.danger;
  }
  const kind = found ?? room.safetyMode;
  if (kind) {
    if (found && !(await enterSafetyMode(deps, task, room, found))) return null;
    const text = counsellor.safetyReply({
      kind,
      nickname: ctx.member.nickname,
      partner: ctx.partner?.nickname ?? null,
      turn: room.safetyTurns,
      text: task.replyTo?.text ?? '',
      roomId: task.roomId,
    });
    return { chunks: once(text), judge: false, safety: true };
  }
  if (task.level === 4)
    return { chunks: once(counsellor.closingLine(ctx)), judge: false, safety: false };
  // The engine retries transient failures before the first chunk itself (decision 0018).
  return task.replyTo
    ? { chunks: counsellor.engine.reply(ctx, signal), judge: true, safety: false }
    : { chunks: counsellor.engine.opening(ctx, signal), judge: false, safety: false };
}

/**
 * Puts the room in safety mode for `kind` (the more urgent of it and the room's kind stays),
 * while this reply holds the lease; tells the member's screens when the mode changed. False when
 * the lease was lost.
 */
async function enterSafetyMode(
  deps: Pick<ReplyRunnerDeps, 'repo' | 'writes' | 'events'>,
  task: ReplyTask,
  room: ChatRoomRow,
  kind: RiskKind,
): Promise<boolean> {
  const mode = moreUrgent(room.safetyMode, kind);
  if (mode === room.safetyMode) return true;
  const { repo, writes } = deps;
  const patch = { safetyMode: mode, ...CHECK_IN_ENDED };
  if (!(await writes.whileLeased(repo.db, task.roomId, task.token, patch))) return false;
  Object.assign(room, patch);
  await deps.events.publish(task.memberId, 'chat_safety_mode', {
    chatRoomId: task.roomId,
    safetyMode: mode,
  });
  return true;
}

/** The member's messages of the room before the one being answered (oldest first). */
function earlierMemberTexts(ctx: CounsellorContext): string[] {
  return ctx.roomMessages
    .filter((m) => m.sender === 'USER')
    .slice(0, -1)
    .map((m) => m.content);
}

/** Of a room's safety mode and a newly seen risk, the more urgent (SAFETY_KINDS' order). */
export function moreUrgent(current: RiskKind | null, seen: RiskKind): RiskKind {
  if (current === null) return seen;
  return SAFETY_KINDS.indexOf(seen) < SAFETY_KINDS.indexOf(current) ? seen : current;
}
