import { describe, expect, it } from 'vitest';
import { LoveTypeCategory } from './love-type';
import {
  COUPLE_READING_HINT,
  COUPLE_READINGS,
  coupleReadingOf,
  coupleTryFor,
} from './couple-reading';

const CATEGORIES = LoveTypeCategory.options;

describe('the couple reading (issue 26)', () => {
  it('has one reading for each of the ten combinations, found in either order', () => {
    expect(COUPLE_READINGS).toHaveLength(10);
    const titles = new Set<string>();
    for (const a of CATEGORIES) {
      for (const b of CATEGORIES) {
        const reading = coupleReadingOf(a, b);
        expect(reading).toBe(coupleReadingOf(b, a));
        expect([...reading.pair].sort()).toEqual([a, b].sort());
        titles.add(reading.title);
      }
    }
    expect(titles.size).toBe(10);
  });

  it('gives each partner one thing to try, a same-type pair one line for both', () => {
    for (const reading of COUPLE_READINGS) {
      const [a, b] = reading.pair;
      expect(Object.keys(reading.tries).sort()).toEqual([...new Set([a, b])].sort());
      expect(coupleTryFor(reading, a)).toMatch(/[가-힣].*(세요|해요)\.$/);
      expect(coupleTryFor(reading, b)).toMatch(/[가-힣].*(세요|해요)\.$/);
      const other = CATEGORIES.find((c) => c !== a && c !== b)!;
      expect(() => coupleTryFor(reading, other)).toThrow();
    }
  });

  it('speaks 해요체 and never gives a verdict on the relationship', () => {
    const verdicts = /궁합|최악|최고의|안 맞|맞지 않|헤어|이별|위험한|나쁜 조합|좋은 조합|운명/;
    for (const reading of COUPLE_READINGS) {
      for (const text of [
        reading.whenStressed,
        reading.strength,
        ...Object.values(reading.tries),
      ]) {
        expect(text).not.toMatch(verdicts);
        expect(text).toMatch(/요\.$/);
      }
      expect(reading.title).not.toMatch(verdicts);
    }
    expect(COUPLE_READING_HINT).toContain('힌트');
  });
});
