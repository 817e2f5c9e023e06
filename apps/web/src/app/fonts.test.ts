import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFonts, loadFontsAtStart, resetFontsForTests } from './fonts';

afterEach(() => resetFontsForTests());

describe('the web font (decision 0030)', () => {
  it('loads its stylesheet once and remembers on the device that it did', async () => {
    const stylesheet = vi.fn(() => Promise.resolve());
    await Promise.all([loadFonts(stylesheet), loadFonts(stylesheet)]);
    expect(stylesheet).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('fonts_cached')).toBe('true');
  });

  it('a failed load is tried again and not remembered', async () => {
    await loadFonts(() => Promise.reject(new Error('offline')));
    expect(window.localStorage.getItem('fonts_cached')).toBeNull();
    const stylesheet = vi.fn(() => Promise.resolve());
    await loadFonts(stylesheet);
    expect(stylesheet).toHaveBeenCalledTimes(1);
  });

  it('at start-up loads at once only where it loaded before; a first visit waits for the first paint', () => {
    const stylesheet = vi.fn(() => Promise.resolve());
    loadFontsAtStart(stylesheet);
    expect(stylesheet).not.toHaveBeenCalled();
    window.localStorage.setItem('fonts_cached', 'true');
    loadFontsAtStart(stylesheet);
    expect(stylesheet).toHaveBeenCalledTimes(1);
  });
});
