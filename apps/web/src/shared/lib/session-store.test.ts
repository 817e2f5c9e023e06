import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { sessionStore } from './session-store';

const Draft = z.object({ step: z.number().int(), name: z.string().optional() });
const store = () => sessionStore('test.draft', Draft);

describe('sessionStore', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('round-trips a value and clears it', () => {
    store().write({ step: 2, name: '담이' });
    expect(sessionStorage.getItem('test.draft')).toBe('{"step":2,"name":"담이"}');
    expect(store().read()).toEqual({ step: 2, name: '담이' });
    store().clear();
    expect(store().read()).toBeUndefined();
  });

  it.each([
    ['nothing stored', null],
    ['JSON that does not parse', '{not json'],
    ['the wrong shape', '{"step":"two"}'],
    ['a value of another type', '[1,2]'],
    ['null', 'null'],
  ])('reads %s as undefined', (_case, raw) => {
    if (raw !== null) sessionStorage.setItem('test.draft', raw);
    expect(store().read()).toBeUndefined();
  });

  it('returns what the schema makes of the stored data', () => {
    const Trimmed = z.object({ name: z.string().transform((name) => name.trim()) });
    sessionStorage.setItem('test.trimmed', '{"name":"  담이 ","extra":1}');
    expect(sessionStore('test.trimmed', Trimmed).read()).toEqual({ name: '담이' });
  });

  it('never throws when storage is blocked or full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => store().write({ step: 1 })).not.toThrow();
    expect(store().read()).toBeUndefined();
    expect(() => store().clear()).not.toThrow();
  });
});
