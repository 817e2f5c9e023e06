/**
 * A model reply released sentence by sentence, each reviewed before the member sees it
 * (decision 0076). What the model streams is held until a sentence ends (., !, ?, …, ~ before
 * white space, or a line break) or the stream ends; the text so far (released plus the new
 * sentences) is then reviewed, and only a clean review releases the sentences, as one chunk. A
 * review that fires stops the model (its request is cancelled) and, instead of the held text and
 * anything after it, releases `replacement(verdict)`: what was released before stays, it passed.
 */

/** Where the held text may be cut: after a sentence's end and the white space after it. */
const SENTENCE_END = /(?:[.!?…~]+["'”’)\]]*\s+|\n+)/g;

/** The end of the last whole sentence in `text` (0: none yet). */
export function lastSentenceEnd(text: string): number {
  let end = 0;
  for (const match of text.matchAll(SENTENCE_END)) end = match.index + match[0].length;
  return end;
}

export interface ReviewedStreamOptions<V> {
  /** The verdict on the reply so far, or null when it may be shown. */
  review(text: string): V | null;
  /** What the member gets instead of a reply the review stopped. */
  replacement(verdict: V, released: string): string;
  /** Told once when the review stops a reply (the rule that fired; never the text). */
  onStopped?(verdict: V): void;
}

export async function* reviewedStream<V>(
  source: AsyncIterable<string>,
  options: ReviewedStreamOptions<V>,
): AsyncIterable<string> {
  let released = '';
  let held = '';
  const stop = (verdict: V) => {
    options.onStopped?.(verdict);
    const text = options.replacement(verdict, released);
    return released === '' || /\s$/.test(released) ? text : ` ${text}`;
  };
  // Leaving the loop early (a review that fires) returns the source: its request is cancelled.
  for await (const chunk of source) {
    held += chunk;
    const end = lastSentenceEnd(held);
    if (end === 0) continue;
    const ready = held.slice(0, end);
    const verdict = options.review(released + ready);
    if (verdict !== null) {
      yield stop(verdict);
      return;
    }
    held = held.slice(end);
    released += ready;
    yield ready;
  }
  if (held === '') return;
  const verdict = options.review(released + held);
  yield verdict === null ? held : stop(verdict);
}
