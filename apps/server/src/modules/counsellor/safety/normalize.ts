/**
 * How the classifier reads a message: one form without spaces or punctuation for Korean (people
 * space 죽고 싶어 / 죽고싶어 / 죽 고 싶 어 alike) and one lower-case spaced form for English words.
 */

/** The two forms of a message the rules read. */
export interface Normalized {
  /** Lower case, NFC, without white space or punctuation (Hangul, jamo, Latin letters, digits, ?). */
  compact: string;
  /** Lower case, NFC, punctuation other than apostrophes as single spaces (for English words). */
  spaced: string;
}

/** Common typing variants folded to one spelling before matching (only where unambiguous). */
const VARIANTS: readonly [RegExp, string][] = [
  [/싶/g, '싶'],
  [/(죽|뒤지|디지|살|사라지|없어지)고\s*(십|시퍼|시프|싶퍼|프|파)(?![티일이])/g, '$1고싶'],
  [/뒈지/g, '뒤지'],
  // 죽구 싶어, 살기 시러: 고 → 구 and 싫어 → 시러 as typed.
  [/(죽|뒤지|사라지|없어지|끝내)구\s*(싶|십|시퍼)/g, '$1고싶'],
  [/(살기|살고|사는게|살아있는게|숨쉬기)\s*(시러|시르|실어)/g, '$1싫어'],
  [/’|‘|`/g, "'"],
];

/** The forms of `text` the rules match. */
export function normalize(text: string): Normalized {
  let value = text.normalize('NFC').toLowerCase();
  for (const [pattern, replacement] of VARIANTS) value = value.replace(pattern, replacement);
  const compact = value.replace(/[^\p{Script=Hangul}a-z0-9?]+/gu, '');
  const spaced = ` ${value.replace(/[^\p{Script=Hangul}a-z0-9']+/gu, ' ').trim()} `;
  return { compact, spaced };
}
