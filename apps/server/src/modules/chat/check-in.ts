import type { ChatRoomRow } from './schema';
import type { CounsellorContext, RiskKind } from './counsellor-port';
import type { ReplyRunnerDeps, ReplyTask } from './reply-task';

/**
 * The check-in (issue 35, decision 0073), decided before any engine like safety mode: a member
 * message with a weak sign makes 담이 ask whether the member is safe; the next message answers.
 * The room keeps which sign was asked about (`check_in_rule`, `check_in_kind`,
 * `check_in_message_id`) and the signs answered as fine (`check_in_cleared`), which are never
 * asked about again in that room. A check-in reply is never judged, so the level does not move.
 */

type Deps = Pick<ReplyRunnerDeps, 'counsellor' | 'repo' | 'writes'>;

/** What the check-in makes of this turn. */
export type CheckInStep =
  /** Ask: the reply is this check-in (no services card, no judge). */
  | { ask: string }
  /** The answer was in danger or unclear: the room enters safety mode of this kind. */
  | { danger: RiskKind }
  /** Nothing to ask, or the member answered fine: the engine replies as usual. */
  | 'ON'
  /** The reply's lease was lost. */
  | 'LOST';

const NO_CHECK_IN = { checkInRule: null, checkInKind: null, checkInMessageId: null } as const;

/** The rules a room's member answered as fine. */
function cleared(room: ChatRoomRow): string[] {
  return room.checkInCleared.split(' ').filter(Boolean);
}

/**
 * The check-in's step for the member message `task.replyTo` in a room not in safety mode, where
 * `detectRisk` found nothing. `earlier` are the member's earlier messages of the room.
 */
export async function checkInStep(
  deps: Deps,
  task: ReplyTask,
  room: ChatRoomRow,
  ctx: CounsellorContext,
  earlier: readonly string[],
): Promise<CheckInStep> {
  const message = task.replyTo;
  if (!message) return 'ON';
  const { counsellor, repo, writes } = deps;
  const patch = (values: Partial<ChatRoomRow>) =>
    writes.whileLeased(repo.db, task.roomId, task.token, values);
  // The member's answer (a retry of the message that raised it asks again instead).
  if (room.checkInRule && room.checkInKind && room.checkInMessageId !== message.id) {
    const { answer } = counsellor.readCheckInAnswer(message.text);
    if (answer !== 'FINE') return { danger: room.checkInKind };
    const values = {
      ...NO_CHECK_IN,
      checkInCleared: [...cleared(room), room.checkInRule].join(' '),
    };
    if (!(await patch(values))) return 'LOST';
    Object.assign(room, values);
    return 'ON';
  }
  const sign = counsellor.checkInSign(message.text, earlier);
  if (!sign || cleared(room).includes(sign.rule)) return 'ON';
  const values = { checkInRule: sign.rule, checkInKind: sign.kind, checkInMessageId: message.id };
  if (!(await patch(values))) return 'LOST';
  Object.assign(room, values);
  const ask = counsellor.checkInReply({
    topic: sign.topic,
    nickname: ctx.member.nickname,
    roomId: task.roomId,
  });
  return { ask };
}

/** The room's patch when it enters safety mode: no check-in is pending any more. */
export const CHECK_IN_ENDED = NO_CHECK_IN;
