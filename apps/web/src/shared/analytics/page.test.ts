import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_PAGE, pageOrHome } from './page';

describe('pageOrHome (SPEC 2.1)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps the page a route declared, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = { pageName: 'mypage_profile', category: 'profile' } as const;
    expect(pageOrHome(page, '/my-page/profile')).toBe(page);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns "Unmapped route" and counts an unmapped route as home / main', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(pageOrHome(undefined, '/nowhere')).toEqual({ pageName: 'home', category: 'main' });
    expect(HOME_PAGE).toEqual({ pageName: 'home', category: 'main' });
    expect(warn).toHaveBeenCalledWith('Unmapped route', '/nowhere');
  });
});
