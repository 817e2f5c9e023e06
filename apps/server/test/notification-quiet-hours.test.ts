import { describe, expect, it } from 'vitest';
import { pushNotBefore } from '../src/modules/notification';

/** Quiet hours (issue 25, decision 0059): when a push made at a Korean time may go out. */
const at = (kst: string) => new Date(`${kst}+09:00`);
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('pushNotBefore', () => {
  const night = { enabled: true, start: '23:00', end: '08:00' };

  it('a window across midnight holds a push to its end, today’s or tomorrow’s', () => {
    expect(iso(pushNotBefore(at('2026-11-21T23:00:00'), night))).toBe(
      iso(at('2026-11-22T08:00:00')),
    );
    expect(iso(pushNotBefore(at('2026-11-21T23:59:59'), night))).toBe(
      iso(at('2026-11-22T08:00:00')),
    );
    expect(iso(pushNotBefore(at('2026-11-22T00:00:00'), night))).toBe(
      iso(at('2026-11-22T08:00:00')),
    );
    expect(iso(pushNotBefore(at('2026-11-22T07:59:00'), night))).toBe(
      iso(at('2026-11-22T08:00:00')),
    );
    // The start is inside, the end is not.
    expect(pushNotBefore(at('2026-11-22T08:00:00'), night)).toBeNull();
    expect(pushNotBefore(at('2026-11-21T22:59:59'), night)).toBeNull();
    expect(pushNotBefore(at('2026-11-21T14:00:00'), night)).toBeNull();
  });

  it('a window within a day', () => {
    const noon = { enabled: true, start: '12:00', end: '13:30' };
    expect(iso(pushNotBefore(at('2026-11-21T12:10:00'), noon))).toBe(
      iso(at('2026-11-21T13:30:00')),
    );
    expect(pushNotBefore(at('2026-11-21T13:30:00'), noon)).toBeNull();
    expect(pushNotBefore(at('2026-11-21T11:59:00'), noon)).toBeNull();
  });

  it('turned off, or start equal to end: nothing is held', () => {
    expect(pushNotBefore(at('2026-11-21T23:30:00'), { ...night, enabled: false })).toBeNull();
    const empty = { enabled: true, start: '22:00', end: '22:00' };
    expect(pushNotBefore(at('2026-11-21T22:00:00'), empty)).toBeNull();
    expect(pushNotBefore(at('2026-11-21T03:00:00'), empty)).toBeNull();
  });
});
