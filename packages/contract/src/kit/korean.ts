import { josa as hangulJosa } from 'es-hangul';

/**
 * Korean particles after a word whose last sound decides the form (받침 or not, and ㄹ for 으로/로):
 * the one helper of the whole app (담이's lines on the server, every screen's text on the web).
 * Nicknames are Hangul, Latin letters and digits (CONTRACT 4.2), and invite codes Latin letters and
 * digits, so the last character may be any of those. Zod-free.
 */

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** Index of ㄹ among the 28 final consonants (0 = none). */
const RIEUL = 8;

/** How a word ends: a final consonant (and whether it is ㄹ), a vowel, or we cannot tell. */
export type Ending = 'consonant' | 'rieul' | 'vowel' | 'unknown';

/** Final consonant index (as in Unicode Hangul) of digits read the Sino-Korean way: 영 일 이 … 구. */
const DIGIT_FINALS = [21, RIEUL, 0, 16, 0, 0, 1, RIEUL, RIEUL, 0] as const;
/** Trailing zeros: 십, 백, 천, 만 (the last two end in ㄴ). */
const POWER_FINALS = [17, 1, 4, 4] as const;

function endingOfFinal(final: number): Ending {
  if (final === 0) return 'vowel';
  return final === RIEUL ? 'rieul' : 'consonant';
}

function digitEnding(word: string): Ending {
  const digits = /[0-9]+$/.exec(word)?.[0] ?? '';
  const zeros = /0*$/.exec(digits)?.[0].length ?? 0;
  if (zeros === 0) return endingOfFinal(DIGIT_FINALS[Number(digits.at(-1))] ?? 0);
  if (zeros === digits.length) return endingOfFinal(DIGIT_FINALS[0]);
  return endingOfFinal(POWER_FINALS[Math.min(zeros, POWER_FINALS.length) - 1] ?? 0);
}

/**
 * How `word` ends when read aloud. Hangul from its syllable, digits from their Sino-Korean reading
 * (2 → 이, 7 → 칠, 10 → 십). Latin letters: a rough guess from how names are usually written in
 * Hangul (Tom → 톰, Ben → 벤, Bill → 빌 end in a consonant; Alex → 알렉스, Kate → 케이트 do not).
 */
export function endingOf(word: string): Ending {
  const last = word.trim().at(-1);
  if (last === undefined) return 'unknown';
  const code = last.charCodeAt(0);
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return endingOfFinal((code - HANGUL_FIRST) % 28);
  if (/[0-9]/.test(last)) return digitEnding(word.trim());
  if (/[mn]/i.test(last)) return 'consonant';
  if (/l/i.test(last)) return 'rieul';
  if (/[a-z]/i.test(last)) return 'vowel';
  return 'unknown';
}

/** Particle pairs: the form after a final consonant, then the form after a vowel. */
export type Particle =
  | '이/가'
  | '은/는'
  | '을/를'
  | '과/와'
  | '아/야'
  | '이랑/랑'
  | '으로/로'
  | '이라/라'
  | '이야/야'
  | '이고/고'
  | '이에요/예요';

/** Pairs es-hangul knows, in its spelling (its 와/과 lists the vowel form first). */
const LIBRARY_PAIRS: Partial<
  Record<
    Particle,
    | '이/가'
    | '은/는'
    | '을/를'
    | '와/과'
    | '아/야'
    | '이랑/랑'
    | '으로/로'
    | '이라/라'
    | '이에요/예요'
  >
> = {
  '이/가': '이/가',
  '은/는': '은/는',
  '을/를': '을/를',
  '과/와': '와/과',
  '아/야': '아/야',
  '이랑/랑': '이랑/랑',
  '으로/로': '으로/로',
  '이라/라': '이라/라',
  '이에요/예요': '이에요/예요',
};

/**
 * `word` followed by the right form of `particle`. A word that ends in a Hangul syllable gets its
 * particle from es-hangul (받침, and ㄹ for 으로/로: 서울로, 하늘아); digits and Latin letters, which
 * the library does not read, from `endingOf` (an invite code `FP5JAP8` is read 팔: `FP5JAP8이에요`).
 */
export function josa(word: string, particle: Particle): string {
  const last = word.trim().at(-1) ?? '';
  const library = LIBRARY_PAIRS[particle];
  if (library && /[가-힣]/.test(last)) return hangulJosa(word, library);
  const [afterConsonant = '', afterVowel = ''] = particle.split('/');
  const ending = endingOf(word);
  if (ending === 'vowel') return word + afterVowel;
  if (ending === 'rieul') return word + (particle === '으로/로' ? afterVowel : afterConsonant);
  if (ending === 'consonant') return word + afterConsonant;
  return word + afterVowel;
}
