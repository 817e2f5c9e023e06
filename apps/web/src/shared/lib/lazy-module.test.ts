import { describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazy-module';

describe('lazyModule', () => {
  it('loads once and keeps what it loaded', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'chunk' }));
    const get = lazyModule(load);
    expect(await get()).toEqual({ name: 'chunk' });
    expect(await get()).toEqual({ name: 'chunk' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next use asks again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('chunk');
    const get = lazyModule(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
