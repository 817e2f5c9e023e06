// One corpus sentence as the first message of a fresh room: does the room enter safety mode, or
// does 담이 ask whether the member is safe (the check-in)?
import { isCheckInReply } from '../../../apps/server/src/modules/counsellor';
import type { CorpusLine } from './corpus';
import type { Member } from './client';
import { completeRoom, currentRoom, newestMessage, sendAndSettle } from './room';
import { observedMode, type ObservedMode } from './safety-mode';
import type { MovingClock } from './server';

/** A sentence, its label and what the room did with it. */
export interface ProbeResult extends CorpusLine {
  mode: ObservedMode;
  reply: string;
  /** 담이 asked whether the member is safe (the check-in, issue 35) instead of safety mode. */
  checkIn: boolean;
}

/** Sends `line.text` in a new room of `member`, reads the mode and the reply, completes the room. */
export async function probe(
  member: Member,
  clock: MovingClock,
  line: CorpusLine,
): Promise<ProbeResult> {
  await currentRoom(member);
  const room = await sendAndSettle(member, clock, line.text);
  const newest = await newestMessage(member);
  const reply = newest?.senderType === 'ASSISTANT' ? newest.content : '';
  await completeRoom(member, clock);
  const mode = observedMode(room, reply);
  return { ...line, mode, reply, checkIn: mode === null && isCheckInReply(reply) };
}
