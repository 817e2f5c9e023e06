// Rules for text people write, as plain functions: the web app checks a field with these while
// the user types, and they load without zod (decision 0033). primitives.ts builds the schemas.

/**
 * Printable text: no control characters (C0, DEL, C1) and no lone surrogates. PostgreSQL text
 * refuses U+0000, so such input must be a 40000 before anything is written.
 */
export const PRINTABLE_PATTERN = /^[^\p{Cc}\p{Cs}]*$/u;

/** Number of characters as a reader counts them (an emoji is one): the counters under a field. */
export function textLength(value: string): number {
  return [...value].length;
}

/** What a written-text rule says when the text is empty, too long, or has characters it refuses. */
export interface WrittenTextMessages {
  empty: string;
  tooLong: string;
  invalid: string;
}

const TEXT_CONTROLS = /[\t\n\r]/g;

/**
 * Text people write (a message to 담이, a daily answer): after trimming, 1 to `max` characters;
 * line breaks and tabs are text, other control characters and lone surrogates are not. Returns
 * the message to show under the field, or null when the text can go.
 */
export function writtenTextError(
  value: string,
  max: number,
  messages: WrittenTextMessages,
): string | null {
  const text = value.trim();
  if (text === '') return messages.empty;
  if (textLength(text) > max) return messages.tooLong;
  if (!PRINTABLE_PATTERN.test(text.replace(TEXT_CONTROLS, ' '))) return messages.invalid;
  return null;
}
