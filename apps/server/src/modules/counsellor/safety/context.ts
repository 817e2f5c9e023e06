import { type Cue, composeSelfHarm, type CueHit, cuesIn } from './cues';

/**
 * Risk that spans messages or hides in weak signs. Alone, "약 다 챙겨놨어" or "오늘 밤에" or
 * "그동안 고마웠어" is not enough; together (in one message or across the member's last few)
 * they are a plan. The cue families and how they combine are in `cues.ts`.
 */

/** The cue families of earlier messages (compact forms). */
export function familiesOf(messages: readonly string[]): Set<Cue> {
  const families = new Set<Cue>();
  for (const text of messages) for (const hit of cuesIn(text)) families.add(hit.cue);
  return families;
}

/**
 * Where the current message's cues, with its own or the earlier messages' cues, make a plan: the
 * index of the anchoring cue in `current`, or -1. The current message must hold a cue itself.
 */
export function planAt(current: readonly CueHit[], earlier: readonly string[]): number {
  if (current.length === 0) return -1;
  return composeSelfHarm(current, familiesOf(earlier));
}

/** Whether the current compact message makes a plan with the earlier ones (see `planAt`). */
export function plansAcross(current: string, earlier: readonly string[]): boolean {
  return planAt(cuesIn(current), earlier) >= 0;
}

/** A short follow-up that carries an earlier risk on: a time, a plan, "진심이야", "응". */
export const CONFIRMS =
  /^(응|ㅇㅇ|어|웅|그래|맞아|진심|진짜야|진짜로|정말이야|농담아니|장난아니|장난아냐|농담아냐)|진심이야|진짜야|농담아니|장난아니|오늘밤|오늘새벽|이따가|지금할|지금갈|결심|준비(다|는)?(했|됐)/;
