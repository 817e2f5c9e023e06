import { describe, expect, it } from 'vitest';
import { APIConnectionError, APIError } from 'openai';
import {
  CounsellorUnavailableError,
  isTransientError,
  streamWithRetry,
} from '../src/modules/counsellor';
import { withRetry } from '../src/modules/counsellor/stream';
import { collect, settle } from './counsellor-fixtures';

const transient = () => new CounsellorUnavailableError('try again', { transient: true });
const permanent = () => new CounsellorUnavailableError('no', { transient: false });

/** A source whose n-th start fails with `failures[n]` (after yielding `before[n]` chunks), else streams. */
function source(plan: { fail?: Error; chunksFirst?: string[] }[], finalChunks = ['끝']) {
  let starts = 0;
  const start = async function* () {
    const step = plan[starts++];
    for (const chunk of step?.chunksFirst ?? []) yield await Promise.resolve(chunk);
    if (step?.fail) throw step.fail;
    for (const chunk of finalChunks) yield chunk;
  };
  return { start, starts: () => starts };
}

describe('streamWithRetry', () => {
  const signal = new AbortController().signal;

  it('retries transient failures before the first chunk, with a back-off', async () => {
    const s = source([{ fail: transient() }, { fail: transient() }]);
    const started = performance.now();
    const chunks = await collect(streamWithRetry(s.start, { attempts: 3, signal, backoffMs: 20 }));
    expect(chunks).toEqual(['끝']);
    expect(s.starts()).toBe(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55); // 20 + 40
  });

  it('gives up after the attempts, with the last error', async () => {
    const s = source([{ fail: transient() }, { fail: transient() }]);
    const error = await settle(
      collect(streamWithRetry(s.start, { attempts: 2, signal, backoffMs: 1 })),
    );
    expect(error).toBeInstanceOf(CounsellorUnavailableError);
    expect(s.starts()).toBe(2);
  });

  it('does not retry a permanent failure', async () => {
    const s = source([{ fail: permanent() }]);
    expect(
      await settle(collect(streamWithRetry(s.start, { attempts: 5, signal, backoffMs: 1 }))),
    ).toBeInstanceOf(CounsellorUnavailableError);
    expect(s.starts()).toBe(1);
  });

  it('never retries once a chunk was yielded', async () => {
    const s = source([{ chunksFirst: ['반쯤'], fail: transient() }]);
    const got: string[] = [];
    const error = await settle(
      (async () => {
        for await (const chunk of streamWithRetry(s.start, { attempts: 5, signal, backoffMs: 1 }))
          got.push(chunk);
      })(),
    );
    expect(got).toEqual(['반쯤']);
    expect(error).toBeInstanceOf(CounsellorUnavailableError);
    expect(s.starts()).toBe(1);
  });

  it('stops on abort, also during the back-off', async () => {
    const controller = new AbortController();
    const s = source([{ fail: transient() }]);
    const pending = settle(
      collect(
        streamWithRetry(s.start, { attempts: 3, signal: controller.signal, backoffMs: 5_000 }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    const abortedAt = performance.now();
    controller.abort();
    expect(((await pending) as Error).name).toBe('AbortError');
    expect(performance.now() - abortedAt).toBeLessThan(100);
    expect(s.starts()).toBe(1);
  });

  it('takes a custom isTransient', async () => {
    const s = source([{ fail: new Error('odd') }]);
    const chunks = await collect(
      streamWithRetry(s.start, {
        attempts: 2,
        signal,
        backoffMs: 1,
        isTransient: (e) => (e as Error).message === 'odd',
      }),
    );
    expect(chunks).toEqual(['끝']);
  });
});

describe('withRetry and isTransientError', () => {
  it('retries a single answer the same way', async () => {
    let calls = 0;
    const value = await withRetry(
      () => (++calls < 3 ? Promise.reject(transient()) : Promise.resolve('ok')),
      { attempts: 3, backoffMs: 1 },
    );
    expect(value).toBe('ok');
    expect(calls).toBe(3);
  });

  it('knows network, 408, 409, 429 and 5xx from the SDK as transient; 400, 401, 404 and aborts not', () => {
    const status = (s: number) => APIError.generate(s, { message: 'x' }, 'x', new Headers());
    expect(isTransientError(new APIConnectionError({ message: 'down' }))).toBe(true);
    for (const s of [408, 409, 429, 500, 502, 503]) expect(isTransientError(status(s))).toBe(true);
    for (const s of [400, 401, 403, 404, 422]) expect(isTransientError(status(s))).toBe(false);
    expect(isTransientError(new DOMException('stop', 'AbortError'))).toBe(false);
    expect(isTransientError(new Error('plain'))).toBe(false);
  });
});
