import { describe, expect, it } from 'vitest';
import {
  composerError,
  newClientMessageId,
  sameTapSequence,
  sendsOnKey,
  TAP_GUARD_MS,
} from './composer';

const key = (over: Partial<Parameters<typeof sendsOnKey>[0]> = {}) => ({
  key: 'Enter',
  shiftKey: false,
  isComposing: false,
  keyCode: 13,
  ...over,
});

describe('the message field', () => {
  it('sends on Enter, not on Shift+Enter or other keys', () => {
    expect(sendsOnKey(key())).toBe(true);
    expect(sendsOnKey(key({ shiftKey: true }))).toBe(false);
    expect(sendsOnKey(key({ key: 'a', keyCode: 65 }))).toBe(false);
  });

  it('never sends on an Enter the Korean IME is composing with (half a syllable)', () => {
    expect(sendsOnKey(key({ isComposing: true }))).toBe(false);
    expect(sendsOnKey(key({ keyCode: 229 }))).toBe(false);
  });

  it('blocks empty and too long text, showing only the length error', () => {
    expect(composerError('')).toEqual({ blocking: true, shown: null });
    expect(composerError('  \n ')).toEqual({ blocking: true, shown: null });
    expect(composerError('안녕')).toEqual({ blocking: false, shown: null });
    expect(composerError('가'.repeat(500))).toEqual({ blocking: false, shown: null });
    expect(composerError('가'.repeat(501))).toEqual({
      blocking: true,
      shown: '메시지는 500자까지 보낼 수 있어요.',
    });
  });

  it('makes printable client ids of at most 64 characters', () => {
    const id = newClientMessageId();
    expect(id).toMatch(/^[\x21-\x7E]{1,64}$/);
    expect(newClientMessageId()).not.toBe(id);
  });
});

describe('one tap sequence', () => {
  it('a tap shortly after a send belongs to it; one later, or with no send, does not', () => {
    expect(sameTapSequence(1_000, 1_000)).toBe(true);
    expect(sameTapSequence(1_000, 1_000 + TAP_GUARD_MS - 1)).toBe(true);
    expect(sameTapSequence(1_000, 1_000 + TAP_GUARD_MS)).toBe(false);
    expect(sameTapSequence(null, 1_000)).toBe(false);
    // A clock that went back is not a double tap.
    expect(sameTapSequence(1_000, 900)).toBe(false);
  });
});
