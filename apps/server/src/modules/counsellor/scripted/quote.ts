import { charCount } from '../korean';

/** The longest sentence of the member's that 담이 quotes back. */
export const QUOTE_MAX_CHARS = 20;
const QUOTE_MIN_CHARS = 6;

/** Sentence endings that close a clause (해, 했어, 했거든요 …); connective endings do not. */
const FINAL = /(어|아|야|지|네|다|해|했어|했다|했음|함|음|임|요|래|대|더라|잖아)$/;
const CONNECTIVE = /(는데|은데|지만|거든|해서|어서|아서|니까|면서|고|며|서|게|도|랑|나)$/;

/**
 * A whole sentence of `message` that can be quoted back as it is (6 to 20 characters, Hangul,
 * ending in a final ending, no quote or question mark), or null: 담이 never quotes a fragment
 * cut out of a longer sentence (issue 21: "…늦었거든"라는).
 */
export function wholeSentence(message: string): string | null {
  const sentences = message
    .split(/(?<=[.!?…~])\s+|\n+/u)
    .map((s) => s.replace(/[.!~…ㅠㅜㅋㅎ\s]+$/u, '').trim());
  for (const s of sentences) {
    const n = charCount(s);
    if (n < QUOTE_MIN_CHARS || n > QUOTE_MAX_CHARS) continue;
    if (/["'“”‘’「」?]/.test(s) || !/^[가-힣\s,]+$/.test(s)) continue;
    if (!FINAL.test(s) || CONNECTIVE.test(s)) continue;
    return s;
  }
  return null;
}
