import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventStreamClient } from './event-stream';
import { RealtimeHub } from './hub';
import { subscribeCoupleStatusOn, type CoupleStatusEvent } from './couple-status';

const encoder = new TextEncoder();

/** A server that keeps each stream open and lets the test write into the latest one. */
function streamServer(statuses: number[] = []) {
  const writers: ReadableStreamDefaultController<Uint8Array>[] = [];
  const fetchFn = vi.fn((_url: RequestInfo | URL, init: RequestInit = {}) => {
    const status = statuses.shift() ?? 200;
    if (status !== 200) return Promise.resolve(new Response('{}', { status }));
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => void writers.push(controller),
    });
    init.signal?.addEventListener('abort', () => {
      try {
        writers.at(-1)?.error(new DOMException('aborted', 'AbortError'));
      } catch {
        // closed
      }
    });
    return Promise.resolve(
      new Response(body, { headers: { 'content-type': 'text/event-stream' } }),
    );
  });
  return {
    fetch: fetchFn as unknown as typeof fetch,
    calls: () => fetchFn.mock.calls.length,
    send: (text: string) => writers.at(-1)?.enqueue(encoder.encode(text)),
  };
}

function makeHub(server: ReturnType<typeof streamServer>) {
  const load = vi.fn(() =>
    Promise.resolve(
      new EventStreamClient({
        url: '/api/sse/connect',
        readToken: () => Promise.resolve('t'),
        refreshToken: () => Promise.resolve('t2'),
        fetch: server.fetch,
        random: () => 0,
      }),
    ),
  );
  const failures: unknown[] = [];
  const hub = new RealtimeHub(load, (error) => failures.push(error));
  return { hub, load, failures };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeHub', () => {
  it('loads the client only on start and delivers to subscriptions made before', async () => {
    const server = streamServer();
    const { hub, load } = makeHub(server);
    const handler = vi.fn();
    hub.onEvent('couple_connected', handler);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(hub.getState()).toBe('CLOSED');

    hub.start();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hub.getState()).toBe('OPEN');
    server.send('event: couple_connected\ndata: {}\n\n');
    await settle();
    expect(handler).toHaveBeenCalledTimes(1);

    hub.stop();
    expect(hub.getState()).toBe('CLOSED');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls()).toBe(1);
  });

  it('stop() before the client loaded means it never connects', async () => {
    const server = streamServer();
    const { hub } = makeHub(server);
    hub.start();
    hub.stop();
    await settle();
    expect(server.calls()).toBe(0);
  });

  it('a throwing subscriber does not stop the others', async () => {
    const server = streamServer();
    const { hub, failures } = makeHub(server);
    const second = vi.fn();
    hub.onEvent('couple_disconnected', () => {
      throw new Error('boom');
    });
    hub.onEvent('couple_disconnected', second);
    hub.start();
    await settle();
    server.send('event: couple_disconnected\ndata: {}\n\n');
    await settle();
    expect(second).toHaveBeenCalledTimes(1);
    expect(failures).toHaveLength(1);
    hub.stop();
  });

  it('reports the 401 and waits for a manual reconnect', async () => {
    const server = streamServer([401]);
    const { hub } = makeHub(server);
    const errors: string[] = [];
    hub.onError((error) => errors.push(error.message));
    hub.start();
    await settle();
    expect(errors).toEqual(['401 Unauthorized']);
    expect(hub.needsTokenRefresh).toBe(true);
    await hub.reconnect();
    await settle();
    expect(hub.getState()).toBe('OPEN');
    expect(server.calls()).toBe(2);
    hub.stop();
  });
});

describe('couple-status channel', () => {
  it('turns stream events and errors into connected / disconnected / error', async () => {
    const server = streamServer();
    const { hub } = makeHub(server);
    const events: CoupleStatusEvent[] = [];
    const unsubscribe = subscribeCoupleStatusOn(hub, (event) => events.push(event));
    hub.start();
    await settle();
    server.send(
      'event: couple_connected\ndata: {"coupleId":3,"notificationId":7,"partnerNickname":"서연"}\n\n',
    );
    server.send('event: couple_disconnected\ndata: {"coupleId":3,"notificationId":8}\n\n');
    server.send('event: couple_disconnected\ndata: {"coupleId":"x"}\n\n');
    server.send('event: chat_response\ndata: 안녕\n\n');
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);

    expect(events.slice(0, 2)).toEqual([
      { type: 'connected', coupleId: 3, notificationId: 7, partnerNickname: '서연' },
      { type: 'disconnected', coupleId: 3, notificationId: 8 },
    ]);
    expect(events[2]).toMatchObject({ type: 'error' });
    // The heartbeat time-out is an error of the channel too.
    expect(events[3]).toMatchObject({ type: 'error', error: { kind: 'heartbeat' } });
    expect(events).toHaveLength(4);

    await vi.advanceTimersByTimeAsync(1000);
    expect(hub.getState()).toBe('OPEN');
    unsubscribe();
    server.send('event: couple_disconnected\ndata: {"coupleId":3,"notificationId":9}\n\n');
    await settle();
    expect(events).toHaveLength(4);
    hub.stop();
  });
});
