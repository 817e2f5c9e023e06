import { describe, expect, it, vi } from 'vitest';
import { InProcessBus, type Bus } from '../src/platform/bus';
import { nextKoreanMidnight, ReadCache } from '../src/platform/cache';

const log = { warn: vi.fn() };

function cacheOn(bus: Bus, clock: { ms: number }, ttlMs = 15_000, maxMembers = 100) {
  return new ReadCache({
    bus,
    now: () => new Date(clock.ms),
    ttlMs,
    maxMembers,
    log,
    random: () => 0,
  });
}

async function started(
  bus: Bus = new InProcessBus(() => {}),
  clock = { ms: Date.UTC(2026, 10, 25, 3) },
) {
  const cache = cacheOn(bus, clock);
  await cache.start();
  return { cache, clock, bus };
}

/** A load that counts its calls and answers with the count. */
function counter() {
  let calls = 0;
  return {
    load: () => Promise.resolve(++calls),
    get calls() {
      return calls;
    },
  };
}

describe('the read cache', () => {
  it('serves a second read from memory, per member and key', async () => {
    const { cache } = await started();
    const c = counter();
    expect(await cache.read(1, 'a', c.load)).toBe(1);
    expect(await cache.read(1, 'a', c.load)).toBe(1);
    expect(await cache.read(1, 'b', c.load)).toBe(2);
    expect(await cache.read(2, 'a', c.load)).toBe(3);
    expect(c.calls).toBe(3);
  });

  it('lets concurrent misses share one load', async () => {
    const { cache } = await started();
    const c = counter();
    const values = await Promise.all([1, 2, 3].map(() => cache.read(1, 'a', c.load)));
    expect(values).toEqual([1, 1, 1]);
    expect(c.calls).toBe(1);
  });

  it('never serves a load that began before a drop of its member', async () => {
    const { cache } = await started();
    let release!: (value: string) => void;
    const slow = cache.read(1, 'a', () => new Promise<string>((r) => (release = r)));
    await cache.invalidate([1]);
    release('before the write');
    expect(await slow).toBe('before the write');
    expect(await cache.read(1, 'a', () => Promise.resolve('after the write'))).toBe(
      'after the write',
    );
  });

  it('keeps neither a failed load nor a value `keep` refuses', async () => {
    const { cache } = await started();
    await expect(cache.read(1, 'a', () => Promise.reject(new Error('db down')))).rejects.toThrow();
    expect(await cache.read(1, 'a', () => Promise.resolve('ok'))).toBe('ok');

    const c = counter();
    const odd = (n: number) => n % 2 === 0;
    expect(await cache.read(1, 'b', c.load, odd)).toBe(1);
    expect(await cache.read(1, 'b', c.load, odd)).toBe(2);
    expect(await cache.read(1, 'b', c.load, odd)).toBe(2);
  });

  it('lets no answer outlive its time to live or the next Korean midnight', async () => {
    const { cache, clock } = await started();
    const c = counter();
    await cache.read(1, 'a', c.load);
    clock.ms += 14_999;
    expect(await cache.read(1, 'a', c.load)).toBe(1);
    clock.ms += 1;
    expect(await cache.read(1, 'a', c.load)).toBe(2);

    // 23:59:55 in Korea: the answer read now is gone at midnight, 5 s later.
    clock.ms = Date.UTC(2026, 10, 25, 14, 59, 55);
    expect(nextKoreanMidnight(clock.ms)).toBe(Date.UTC(2026, 10, 25, 15));
    expect(await cache.read(1, 'a', c.load)).toBe(3);
    clock.ms += 4_999;
    expect(await cache.read(1, 'a', c.load)).toBe(3);
    clock.ms += 1;
    expect(await cache.read(1, 'a', c.load)).toBe(4);
  });

  it('drops, after a write, the writer, the partner before it and the partner after it', async () => {
    const { cache } = await started();
    const partners = new Map<number, number | null>([
      [1, 2],
      [2, 1],
      [3, null],
    ]);
    cache.setPartnerFinder((id) => Promise.resolve(partners.get(id) ?? null));
    const c = counter();
    for (const id of [1, 2, 3, 4]) await cache.read(id, 'a', c.load);
    // Member 1 leaves 2 and links with 3 in one write.
    await cache.afterWrite(1, () => {
      partners.set(1, 3);
      partners.set(2, null);
      partners.set(3, 1);
      return Promise.resolve();
    });
    expect(await cache.partnerOf(1)).toBe(3);
    for (const id of [1, 2, 3]) expect(await cache.read(id, 'a', c.load)).toBeGreaterThan(4);
    expect(await cache.read(4, 'a', c.load)).toBe(4);
  });

  it('drops after a write that failed too', async () => {
    const { cache } = await started();
    const c = counter();
    await cache.read(1, 'a', c.load);
    await expect(
      cache.afterWrite(1, () => Promise.reject(new Error('rolled back'))),
    ).rejects.toThrow('rolled back');
    expect(await cache.read(1, 'a', c.load)).toBe(2);
  });

  it('drops on every instance of the bus, and forgets everything when the bus reconnects', async () => {
    let reconnect = () => {};
    const bus: Bus = Object.assign(new InProcessBus(() => {}), {
      onReconnect: (listener: () => void) => {
        reconnect = listener;
      },
    });
    const clock = { ms: Date.UTC(2026, 10, 25, 3) };
    const [one, two] = [await started(bus, clock), await started(bus, clock)].map((s) => s.cache);
    const c = counter();
    await two!.read(1, 'a', c.load);
    await two!.read(2, 'a', c.load);
    await one!.invalidate([1]);
    expect(await two!.read(1, 'a', c.load)).toBe(3);
    expect(await two!.read(2, 'a', c.load)).toBe(2);
    reconnect();
    expect(await two!.read(2, 'a', c.load)).toBe(4);
  });

  it('keeps at most maxMembers members, dropping the oldest first', async () => {
    const clock = { ms: Date.UTC(2026, 10, 25, 3) };
    const cache = cacheOn(new InProcessBus(() => {}), clock, 15_000, 2);
    const c = counter();
    await cache.read(1, 'a', c.load);
    await cache.read(2, 'a', c.load);
    await cache.read(3, 'a', c.load);
    expect(await cache.read(3, 'a', c.load)).toBe(3);
    expect(await cache.read(2, 'a', c.load)).toBe(2);
    expect(await cache.read(1, 'a', c.load)).toBe(4);
  });
});
