/**
 * The graded reading of a member's message (issue 35, decision 0073): full safety mode, a
 * check-in (담이 asks whether the member is safe), or nothing, with the rule that decided.
 */
import { type CheckInSign, laughedOff, loneCue, signsIn } from './check-in';
import { classifyRisk, read } from './detect';
import type { RiskKind } from './types';

export type RiskAssessment =
  | { grade: 'SAFETY'; kind: RiskKind; rule: string }
  | { grade: 'ASK'; sign: CheckInSign }
  | { grade: 'NONE'; rule: string | null };

/**
 * How a message is read, with the member's earlier messages of the room (newest last):
 * - the kind rules and cue families (`classifyRisk`) → safety mode, unless the risk is the
 *   member's own wish marked as hyperbole: by laughter or affection with an everyday cause, or
 *   a plainly trivial one (시험 망해서 죽고 싶다ㅋㅋ, 배고파서 사라지고 싶다) → nothing; by a laugh
 *   alone, or an everyday cause without one (그냥 죽고 싶다ㅋㅋ, 시험 망해서 죽고 싶다) → a check-in;
 * - two weak signs together or violence with a pregnancy, a child or a weapon → safety mode;
 * - one weak sign (a farewell, a means or a place without a wish, harm words) → a check-in.
 */
export function assessRisk(text: string, recent: readonly string[] = []): RiskAssessment {
  const reading = read(text);
  const own = classifyRisk(reading, recent);
  if (own && own !== 'SELF_HARM') return { grade: 'SAFETY', kind: own, rule: `rules:${own}` };
  if (own) {
    const laugh = laughedOff(reading);
    if (laugh === 'out') return { grade: 'NONE', rule: 'hyperbole' };
    if (laugh === 'ask') {
      const sign: CheckInSign = {
        rule: 'hyperbole-asked',
        topic: 'WISH',
        kind: 'SELF_HARM',
        grade: 'ASK',
      };
      return { grade: 'ASK', sign };
    }
    return { grade: 'SAFETY', kind: own, rule: `rules:${own}` };
  }
  const signs = signsIn(reading);
  const first = signs[0];
  if (first?.grade === 'SAFETY') return { grade: 'SAFETY', kind: first.kind, rule: first.rule };
  const sign = first ?? loneCue(reading);
  return sign ? { grade: 'ASK', sign } : { grade: 'NONE', rule: null };
}

/** The risk that puts the room in safety mode (DESIGN 6), or null (see `assessRisk`). */
export function detectRisk(text: string, recent: readonly string[] = []): RiskKind | null {
  const reading = assessRisk(text, recent);
  return reading.grade === 'SAFETY' ? reading.kind : null;
}

/** The weak sign 담이 asks about (the check-in), or null: safety mode or nothing. */
export function checkInSign(text: string, recent: readonly string[] = []): CheckInSign | null {
  const reading = assessRisk(text, recent);
  return reading.grade === 'ASK' ? reading.sign : null;
}
