import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthStatus } from '@/features/auth';
import { RealtimeHub } from '@/shared/realtime';
import { EventStreamClient } from '@/shared/realtime/event-stream';
import { decodeStreamMessage } from '@/shared/realtime/stream-payloads';
import { bindRealtime } from './realtime';

/** A fake auth controller: its status and subscribers. */
function fakeAuth(initial: AuthStatus) {
  let status = initial;
  const listeners = new Set<() => void>();
  return {
    getStatus: () => status,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next: AuthStatus) {
      status = next;
      listeners.forEach((listener) => listener());
    },
    /** Emits without a status change (a member refetch does this). */
    poke() {
      listeners.forEach((listener) => listener());
    },
  };
}

function streamResponse(): Response {
  return new Response(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } });
}

function setup(statuses: number[]) {
  const fetchFn = vi.fn(() => {
    const status = statuses.shift() ?? 200;
    return Promise.resolve(status === 200 ? streamResponse() : new Response('{}', { status }));
  });
  const refreshToken = vi.fn(() => Promise.resolve('fresh'));
  const hub = new RealtimeHub(() =>
    Promise.resolve({
      client: new EventStreamClient({
        url: '/api/sse/connect',
        readToken: () => Promise.resolve('token'),
        refreshToken,
        fetch: fetchFn,
        random: () => 0,
      }),
      decode: decodeStreamMessage,
    }),
  );
  return { hub, fetchFn, refreshToken };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('bindRealtime', () => {
  it('connects only while authenticated and closes on logout', async () => {
    const auth = fakeAuth('resolving');
    const { hub, fetchFn } = setup([]);
    const unbind = bindRealtime(auth, hub);
    await settle();
    expect(fetchFn).not.toHaveBeenCalled();

    auth.set('authenticated');
    await settle();
    expect(hub.getState()).toBe('OPEN');

    auth.set('unauthenticated');
    expect(hub.getState()).toBe('CLOSED');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    unbind();
  });

  it('after a 401 reconnects once through the shell, never in a loop', async () => {
    const auth = fakeAuth('authenticated');
    const { hub, fetchFn, refreshToken } = setup([401, 401]);
    const unbind = bindRealtime(auth, hub);
    await settle();
    await settle();
    // 401 → one manual reconnect (token refresh first) → 401 again → stays closed.
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(hub.getState()).toBe('CLOSED');

    // Auth notifications (member refetches) do not reopen it, nor does time.
    auth.poke();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fetchFn).toHaveBeenCalledTimes(2);

    // Coming back to the foreground is a manual reconnect.
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(refreshToken).toHaveBeenCalledTimes(2);
    expect(fetchFn).toHaveBeenCalledTimes(3);
    expect(hub.getState()).toBe('OPEN');
    unbind();
    expect(hub.getState()).toBe('CLOSED');
  });

  it('drops the stream when the device goes offline and reconnects at once when it is back', async () => {
    const auth = fakeAuth('authenticated');
    // The first stream opens; the attempts made while offline would fail.
    const { hub, fetchFn } = setup([200, 200]);
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    const unbind = bindRealtime(auth, hub);
    await settle();
    expect(hub.getState()).toBe('OPEN');
    const first = fetchFn.mock.calls[0] as unknown as [string, RequestInit];

    onLine.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(hub.getState()).toBe('CLOSED');
    expect(first[1].signal?.aborted).toBe(true);
    // No retries while offline, and coming to the foreground offline does not try either.
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchFn).toHaveBeenCalledTimes(1);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(hub.getState()).toBe('OPEN');
    onLine.mockRestore();
    unbind();
  });

  it('back online while a retry waits: connects now instead of after the back-off', async () => {
    const auth = fakeAuth('authenticated');
    const { hub, fetchFn } = setup([503, 200]);
    const unbind = bindRealtime(auth, hub);
    await settle();
    expect(hub.getState()).toBe('CLOSED');
    expect(fetchFn).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));
    await settle();
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(hub.getState()).toBe('OPEN');
    // The retry that was scheduled does not open a second stream.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    unbind();
  });
});
