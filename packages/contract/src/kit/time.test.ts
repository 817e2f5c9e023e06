import { describe, expect, it } from 'vitest';
import { dDayCount, formatDDay, todayInKorea, toKoreanIso } from './time';

describe('todayInKorea', () => {
  it('is already the next day in Korea at 15:00 UTC', () => {
    expect(todayInKorea(new Date('2026-11-21T14:59:59.999Z'))).toBe('2026-11-21');
    expect(todayInKorea(new Date('2026-11-21T15:00:00.000Z'))).toBe('2026-11-22');
  });
});

describe('toKoreanIso', () => {
  it('writes the instant with the +09:00 offset', () => {
    expect(toKoreanIso(new Date('2026-11-21T05:03:05.123Z'))).toBe('2026-11-21T14:03:05.123+09:00');
  });
});

describe('dDayCount', () => {
  it('counts the start day as D+1', () => {
    expect(dDayCount('2026-11-21', '2026-11-21')).toBe(1);
    expect(formatDDay('2026-11-21', '2026-11-21')).toBe('D+1');
  });

  it('counts calendar days across months and leap years', () => {
    expect(dDayCount('2026-11-20', '2026-11-21')).toBe(2);
    expect(dDayCount('2024-02-28', '2024-03-01')).toBe(3);
    expect(dDayCount('2025-11-21', '2026-11-21')).toBe(366);
  });
});
