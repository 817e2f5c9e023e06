import { describe, expect, it } from 'vitest';
import { wrapLines } from './card-canvas';

/** Every character 10 px wide, a space too. */
const mono = { measureText: (text: string) => ({ width: text.length * 10 }) };

describe('wrapLines', () => {
  it('breaks between words, never inside a Korean word that fits a line (keep-all)', () => {
    expect(wrapLines(mono, '두 사람이 가진 힘을 알려 드려요', 100)).toEqual([
      '두 사람이 가진',
      '힘을 알려 드려요',
    ]);
  });

  it('breaks a word longer than the line between its characters', () => {
    expect(wrapLines(mono, '가나다라마바사아자차카타', 50)).toEqual([
      '가나다라마',
      '바사아자차',
      '카타',
    ]);
  });

  it('keeps at most maxLines lines, the last ending in an ellipsis that fits', () => {
    const lines = wrapLines(mono, '하나 둘 셋 넷 다섯 여섯 일곱', 50, 2);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('하나 둘');
    expect(lines[1]?.endsWith('…')).toBe(true);
    expect((lines[1] ?? '').length * 10).toBeLessThanOrEqual(50);
  });

  it('collapses runs of spaces and line breaks', () => {
    expect(wrapLines(mono, '  하나\n\n둘   셋 ', 200)).toEqual(['하나 둘 셋']);
  });
});
