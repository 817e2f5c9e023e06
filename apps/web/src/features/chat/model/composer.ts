import { chatMessageError } from '@dama/contract';

/** What a key press in the message field does. */
export interface ComposerKey {
  key: string;
  shiftKey: boolean;
  /** `nativeEvent.isComposing`: an IME (Korean) is composing a syllable. */
  isComposing: boolean;
  /** 229 while an IME handles the key (Safari reports the committing Enter so). */
  keyCode: number;
}

/**
 * Enter sends; Shift+Enter is a new line; an Enter that belongs to the Korean IME (composing, or
 * keyCode 229 as Safari sends right after composition ends) never sends, so half a syllable is
 * never sent.
 */
export function sendsOnKey(event: ComposerKey): boolean {
  if (event.key !== 'Enter' || event.shiftKey) return false;
  return !event.isComposing && event.keyCode !== 229;
}

/**
 * Why the text cannot be sent (the contract's rule: 1 to 500 characters after trimming, no
 * control characters), or null. An empty field is not an error worth showing: only the disabled
 * button says so.
 */
export function composerError(text: string): { blocking: boolean; shown: string | null } {
  const error = chatMessageError(text);
  if (error === null) return { blocking: false, shown: null };
  return { blocking: true, shown: text.trim() === '' ? null : error };
}

/** A client id for POST send (idempotent: a retry with the same id is not sent twice). */
export function newClientMessageId(random: () => string = defaultRandom): string {
  return `web-${random()}`;
}

function defaultRandom(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * How a send ended, for the composer: `sent`; `failed` (the bubble shows it failed, with 다시
 * 시도 and 삭제, and keeps the text: the composer stays empty); `refused` (not sent and not kept
 * as a bubble, e.g. 40010: the text comes back into the composer).
 */
export type SendOutcome = 'sent' | 'failed' | 'refused';

/**
 * One tap sequence (a double tap, a bounced Enter) on the send button: a second tap within this
 * long of a send does nothing, neither a second send nor a stop on the ■ that took the send
 * button's place (decision 0052).
 */
export const TAP_GUARD_MS = 600;

/** True when a tap at `now` belongs to the sequence of the send tapped at `sentAt`. */
export function sameTapSequence(sentAt: number | null, now: number): boolean {
  return sentAt !== null && now - sentAt >= 0 && now - sentAt < TAP_GUARD_MS;
}
