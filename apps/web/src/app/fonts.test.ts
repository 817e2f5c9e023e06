import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFonts, loadFontsAtStart, resetFontsForTests, type FontSources } from './fonts';

afterEach(() => resetFontsForTests());

function sources(overrides: Partial<FontSources> = {}) {
  const calls: string[] = [];
  const fake = {
    addTextFont: vi.fn(() => {
      calls.push('text font');
      return Promise.resolve();
    }),
    importStylesheet: vi.fn(() => {
      calls.push('stylesheet');
      return Promise.resolve();
    }),
    ...overrides,
  };
  return { fake, calls };
}

describe('the web font (decisions 0030, 0033)', () => {
  it('adds the app’s own cut first, then Pretendard’s subsets, once, and remembers it on the device', async () => {
    const { fake, calls } = sources();
    await Promise.all([loadFonts(fake), loadFonts(fake)]);
    expect(calls).toEqual(['text font', 'stylesheet']);
    expect(window.localStorage.getItem('fonts_cached')).toBe('true');
  });

  it('a failed load is tried again and not remembered', async () => {
    const failed = sources({ addTextFont: () => Promise.reject(new Error('offline')) });
    await loadFonts(failed.fake);
    expect(failed.fake.importStylesheet).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('fonts_cached')).toBeNull();
    const { fake, calls } = sources();
    await loadFonts(fake);
    expect(calls).toEqual(['text font', 'stylesheet']);
  });

  it('at start-up loads at once only where it loaded before; a first visit waits for the first paint', () => {
    const { fake } = sources();
    loadFontsAtStart(fake);
    expect(fake.addTextFont).not.toHaveBeenCalled();
    window.localStorage.setItem('fonts_cached', 'true');
    loadFontsAtStart(fake);
    expect(fake.addTextFont).toHaveBeenCalledTimes(1);
  });
});
