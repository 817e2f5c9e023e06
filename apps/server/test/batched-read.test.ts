import { describe, expect, it } from 'vitest';
import { BatchedRead } from '../src/platform/db/batched-read';

/** A fetch that records its batches and answers when `release` is called. */
function recordingFetch() {
  const batches: number[][] = [];
  const releases: Array<() => void> = [];
  const fetch = (keys: number[]) => {
    batches.push([...keys]);
    return new Promise<ReadonlyMap<number, string>>((resolve) => {
      releases.push(() => resolve(new Map(keys.filter((k) => k > 0).map((k) => [k, `v${k}`]))));
    });
  };
  const releaseAll = () => {
    for (const release of releases.splice(0)) release();
  };
  return { batches, fetch, releaseAll };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('BatchedRead', () => {
  it('asks the keys of one turn of the event loop in one query, each key once', async () => {
    const { batches, fetch, releaseAll } = recordingFetch();
    const read = new BatchedRead(fetch);
    const answers = Promise.all([read.load(1), read.load(2), read.load(1), read.load(-3)]);
    await tick();
    releaseAll();
    expect(await answers).toEqual(['v1', 'v2', 'v1', undefined]);
    expect(batches).toEqual([[1, 2, -3]]);
  });

  it('never answers a key with a query sent before it was asked', async () => {
    const { batches, fetch, releaseAll } = recordingFetch();
    const read = new BatchedRead(fetch);
    const first = read.load(1);
    await tick();
    expect(batches).toEqual([[1]]);
    // Asked while the first query is out: the same key waits for a query of its own.
    const again = read.load(1);
    const other = read.load(2);
    await tick();
    expect(batches).toEqual([[1]]);
    releaseAll();
    expect(await first).toBe('v1');
    await tick();
    expect(batches).toEqual([[1], [1, 2]]);
    releaseAll();
    expect(await Promise.all([again, other])).toEqual(['v1', 'v2']);
  });

  it('sends at most maxBatch keys a query; the rest go next', async () => {
    const { batches, fetch, releaseAll } = recordingFetch();
    const read = new BatchedRead(fetch, 2);
    const answers = Promise.all([1, 2, 3].map((k) => read.load(k)));
    await tick();
    releaseAll();
    await tick();
    releaseAll();
    expect(await answers).toEqual(['v1', 'v2', 'v3']);
    expect(batches).toEqual([[1, 2], [3]]);
  });

  it('rejects every key of a failed query, and the next query goes out', async () => {
    let fail = true;
    const read = new BatchedRead<number, number>((keys) =>
      fail ? Promise.reject(new Error('down')) : Promise.resolve(new Map(keys.map((k) => [k, k]))),
    );
    const failed = [read.load(1), read.load(2)];
    await expect(Promise.all(failed)).rejects.toThrow('down');
    await expect(failed[1]).rejects.toThrow('down');
    fail = false;
    expect(await read.load(3)).toBe(3);
  });
});
