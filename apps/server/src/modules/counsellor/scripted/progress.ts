import type { Level } from '../engine';
import type { DialogueState } from './state';

/** Member turns a level lasts: at least two, at most six, by what was said (issue 21). */
export const LEVEL_TURNS = { min: 2, max: 6 } as const;

const INTENT =
  /(그랬을|했을|했겠|그랬겠|겠지|것\s?같아|거\s?같아|수도|이해는|이해가|사정|때문일|일부러|그런가\s?봐|인가\s?봐|나름|이유|스타일|원래|대(?![가-힣])|래(?![가-힣]))/;

/** The member agrees to a step (해 볼게, 할게, 좋아, ㅇㅋ, …하기로) or thanks 담이 for it (고마워, ㄱㅅ). */
export const AGREES =
  /(기로|고마워|고맙|감사|ㄱㅅ|ㄳ|땡큐|thx|thank|해\s?볼게|해볼게|할게|할께|해\s?보려고|할래|해야겠|해\s?봐야겠|해\s?볼래|그렇게\s?할|그거\s?좋|좋아|좋다|좋네|괜찮을\s?것\s?같|ㅇㅋ|오케이|ok|okay|콜|해\s?보자|해보자|말해\s?볼|물어볼|얘기해\s?볼|가질게|세워\s?볼|정해\s?볼)/i;

function level1Done(s: DialogueState): boolean {
  // The worry is known once what happened and a feeling or a worry are, and 담이 knows the topic
  // (or has asked long enough); a correction is acknowledged before the level closes.
  const turns = s.levelTexts.length;
  if (s.corrected) return false;
  // The worry just turned out to be another one: hear it before closing.
  if (s.topicChanged && turns < 4) return false;
  const feeling = s.memberFeelings.length > 0 || s.worry || s.wants;
  if (s.event && s.topic !== null && feeling) return true;
  // 담이 asked long enough: what happened is known, the rest is for the next levels.
  return s.event && turns >= 4;
}

function level2Done(s: DialogueState): boolean {
  // 담이 has read both sides once the member spoke to the partner's intent or their own wish in
  // words (two substantive messages); after three turns every insight has been given.
  const intent = s.levelTexts.some((t) => INTENT.test(t));
  const full = s.levelTexts.filter((t) => t.replace(/[^가-힣]/g, '').length >= 6).length;
  if ((intent || s.wants) && full >= 2) return true;
  return s.levelTexts.length >= 3;
}

function level3Done(s: DialogueState): boolean {
  // A step the member agreed to (해 볼게, 좋아, 고마워), or their own step after three turns.
  const agreed = s.levelTexts.some((t) => AGREES.test(t));
  return agreed || (s.wants && s.levelTexts.length >= 3) || s.levelTexts.length >= 4;
}
/**
 * Whether the member's latest turn completes `level` (1-3): decided before 담이 writes the reply,
 * so the level's last reply closes the level instead of asking a question. Deterministic: the
 * reply and the judge read the same member messages.
 */
export function levelComplete(level: Level, s: DialogueState): boolean {
  if (level === 4) return false;
  const turns = s.levelTexts.length;
  if (turns < LEVEL_TURNS.min) return false;
  if (turns >= LEVEL_TURNS.max) return true;
  if (level === 1) return level1Done(s);
  if (level === 2) return level2Done(s);
  return level3Done(s);
}
