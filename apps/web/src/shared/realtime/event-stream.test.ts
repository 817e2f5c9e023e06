import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EventStreamClient,
  STREAM_TOKEN_MISSING,
  STREAM_UNAUTHORIZED,
  type StreamError,
  type StreamState,
} from './event-stream';
import { HEARTBEAT_TIMEOUT_MS, reconnectDelay } from './backoff';

const encoder = new TextEncoder();

/** One response of the fake server: an event stream the test writes into, or a plain status. */
class FakeConnection {
  readonly init: RequestInit;
  private controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  readonly response: Response;

  constructor(init: RequestInit, status = 200, contentType = 'text/event-stream') {
    this.init = init;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
      },
    });
    // Like a real fetch: aborting the request errors the body being read.
    init.signal?.addEventListener('abort', () => {
      try {
        this.controller?.error(new DOMException('The operation was aborted.', 'AbortError'));
      } catch {
        // already closed
      }
    });
    this.response = new Response(status === 200 ? body : JSON.stringify({ code: 40100 }), {
      status,
      headers: { 'content-type': status === 200 ? contentType : 'application/json' },
    });
  }

  get headers(): Headers {
    return new Headers(this.init.headers);
  }

  send(text: string): void {
    this.controller?.enqueue(encoder.encode(text));
  }

  end(): void {
    this.controller?.close();
  }
}

type Reply = number | 'network-error';

/** A fake fetch: answers each call with the next scripted reply (default: an open stream). */
function fakeServer(script: Reply[] = []) {
  const connections: FakeConnection[] = [];
  const fetchFn = vi.fn((_url: RequestInfo | URL, init: RequestInit = {}) => {
    const reply = script.shift() ?? 200;
    if (reply === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    const connection = new FakeConnection(init, reply);
    connections.push(connection);
    return Promise.resolve(connection.response);
  });
  return {
    fetch: fetchFn as unknown as typeof fetch,
    calls: () => fetchFn.mock.calls.length,
    connections,
    last: () => {
      const connection = connections.at(-1);
      if (!connection) throw new Error('no connection yet');
      return connection;
    },
  };
}

function makeClient(
  server: ReturnType<typeof fakeServer>,
  overrides: Partial<ConstructorParameters<typeof EventStreamClient>[0]> = {},
) {
  const client = new EventStreamClient({
    url: '/api/sse/connect',
    readToken: () => Promise.resolve('token-1'),
    refreshToken: () => Promise.resolve('token-2'),
    fetch: server.fetch,
    random: () => 0.5,
    ...overrides,
  });
  const states: StreamState[] = [];
  const errors: StreamError[] = [];
  client.onStateChange((state) => states.push(state));
  client.onError((error) => errors.push(error));
  return { client, states, errors };
}

/** Lets pending promises (fetch, reads) settle without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('reconnectDelay (SPEC 9)', () => {
  it('follows 1 / 2 / 5 / 10 s and repeats the last delay', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([
      1000, 2000, 5000, 10_000, 10_000, 10_000, 10_000,
    ]);
  });

  it('adds at most 20 % jitter', () => {
    for (const base of [1000, 2000, 5000, 10_000]) {
      const attempt = [1000, 2000, 5000, 10_000].indexOf(base);
      expect(reconnectDelay(attempt, () => 0)).toBe(base);
      expect(reconnectDelay(attempt, () => 0.999_999)).toBe(Math.round(base * 1.2));
      for (let i = 0; i < 200; i += 1) {
        const delay = reconnectDelay(attempt);
        expect(delay).toBeGreaterThanOrEqual(base);
        expect(delay).toBeLessThanOrEqual(base * 1.2);
      }
    }
  });
});

describe('EventStreamClient', () => {
  it('goes CLOSED → CONNECTING → OPEN, sends the Bearer token and delivers named events', async () => {
    const server = fakeServer();
    const { client, states } = makeClient(server);
    const connected = vi.fn();
    client.onEvent('couple_connected', connected);
    expect(client.state).toBe('CLOSED');

    client.connect();
    expect(client.state).toBe('CONNECTING');
    await settle();
    expect(client.state).toBe('OPEN');
    expect(states).toEqual(['CONNECTING', 'OPEN']);
    expect(server.last().headers.get('Authorization')).toBe('Bearer token-1');
    expect(server.last().headers.get('Last-Event-ID')).toBeNull();

    server.last().send('id: 1\nevent: connected\nretry: 3000\ndata: ok\n\n');
    server.last().send('id: 2\nevent: couple_connected\ndata: {"coupleId":3,');
    await settle();
    expect(connected).not.toHaveBeenCalled();
    server.last().send('"notificationId":9,"partnerNickname":"서연"}\n\n');
    await settle();
    expect(connected).toHaveBeenCalledTimes(1);
    expect(connected).toHaveBeenCalledWith({
      event: 'couple_connected',
      data: '{"coupleId":3,"notificationId":9,"partnerNickname":"서연"}',
      id: '2',
    });

    client.close();
    expect(client.state).toBe('CLOSED');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(server.calls()).toBe(1);
  });

  it('connect() is a no-op while open or connecting', async () => {
    const server = fakeServer();
    const { client } = makeClient(server);
    client.connect();
    client.connect();
    await settle();
    client.connect();
    await settle();
    expect(server.calls()).toBe(1);
  });

  it('retries after 1, 2, 5, 10, 10 s with jitter while the server is unreachable', async () => {
    const server = fakeServer(Array<Reply>(6).fill('network-error'));
    const { client, errors, states } = makeClient(server, { random: () => 0.5 });
    client.connect();
    await settle();
    expect(server.calls()).toBe(1);
    expect(client.state).toBe('CLOSED');

    // random 0.5 → 10 % jitter on each delay.
    for (const [index, delay] of [1100, 2200, 5500, 11_000, 11_000].entries()) {
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(server.calls()).toBe(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(server.calls()).toBe(index + 2);
    }
    expect(errors.map((error) => error.retryInMs)).toEqual([
      1100, 2200, 5500, 11_000, 11_000, 11_000,
    ]);
    expect(errors.every((error) => error.kind === 'network')).toBe(true);
    expect(states.slice(0, 4)).toEqual(['CONNECTING', 'CLOSED', 'CONNECTING', 'CLOSED']);
    client.close();
  });

  it('starts the back-off again after a connection opened', async () => {
    const server = fakeServer(['network-error', 'network-error', 200, 'network-error']);
    const { client, errors } = makeClient(server, { random: () => 0 });
    client.connect();
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(client.state).toBe('OPEN');

    server.last().end();
    await settle();
    expect(errors.at(-1)).toMatchObject({ kind: 'ended', retryInMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls()).toBe(4);
    expect(errors.at(-1)).toMatchObject({ kind: 'network', retryInMs: 2000 });
    client.close();
  });

  it('reconnects when no byte arrived for 60 s, and the server pings keep it alive', async () => {
    const server = fakeServer();
    const { client, errors } = makeClient(server, { random: () => 0 });
    client.connect();
    await settle();
    expect(client.state).toBe('OPEN');

    await vi.advanceTimersByTimeAsync(HEARTBEAT_TIMEOUT_MS - 1000);
    server.last().send(': ping\n\n');
    await vi.advanceTimersByTimeAsync(HEARTBEAT_TIMEOUT_MS - 1);
    expect(client.state).toBe('OPEN');
    expect(errors).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(client.state).toBe('CLOSED');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ kind: 'heartbeat', retryInMs: 1000 });
    expect(server.connections[0]?.init.signal?.aborted).toBe(true);

    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls()).toBe(2);
    expect(client.state).toBe('OPEN');
    client.close();
  });

  it('sends Last-Event-ID with the last id received when it reconnects', async () => {
    const server = fakeServer();
    const { client } = makeClient(server, { random: () => 0 });
    client.connect();
    await settle();
    server.last().send('id: 41\nevent: connected\ndata: hi\n\n');
    server
      .last()
      .send('id: 42\nevent: couple_disconnected\ndata: {"coupleId":1,"notificationId":5}\n\n');
    await settle();
    expect(client.lastEventId).toBe('42');

    server.last().end();
    await settle();
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls()).toBe(2);
    expect(server.last().headers.get('Last-Event-ID')).toBe('42');
    client.close();
  });

  it('does not retry a 401 and raises "401 Unauthorized"', async () => {
    const server = fakeServer([401]);
    const { client, errors, states } = makeClient(server);
    client.connect();
    await settle();
    expect(client.state).toBe('CLOSED');
    expect(states).toEqual(['CONNECTING', 'CLOSED']);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toBe(STREAM_UNAUTHORIZED);
    expect(errors[0]).toMatchObject({ kind: 'unauthorized', status: 401, retryInMs: null });
    expect(client.needsTokenRefresh).toBe(true);

    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(server.calls()).toBe(1);
  });

  it('a manual reconnect after a 401 asks the shell for a token first, then connects with it', async () => {
    const server = fakeServer([401, 200]);
    const order: string[] = [];
    const refreshToken = vi.fn((used: string | null) => {
      order.push(`refresh(${used})`);
      return Promise.resolve('token-2');
    });
    const wrappedFetch = ((url: RequestInfo | URL, init?: RequestInit) => {
      order.push('fetch');
      return server.fetch(url, init);
    }) as typeof fetch;
    const { client } = makeClient(server, { refreshToken, fetch: wrappedFetch });
    client.connect();
    await settle();
    expect(client.state).toBe('CLOSED');

    await client.reconnect();
    await settle();
    expect(order).toEqual(['fetch', 'refresh(token-1)', 'fetch']);
    expect(server.last().headers.get('Authorization')).toBe('Bearer token-2');
    expect(client.state).toBe('OPEN');
    expect(client.needsTokenRefresh).toBe(false);
    client.close();
  });

  it('a manual reconnect without a 401 does not ask the shell', async () => {
    const server = fakeServer();
    const refreshToken = vi.fn(() => Promise.resolve('token-2'));
    const { client } = makeClient(server, { refreshToken });
    client.connect();
    await settle();
    await client.reconnect();
    await settle();
    expect(refreshToken).not.toHaveBeenCalled();
    expect(server.calls()).toBe(2);
    expect(server.connections[0]?.init.signal?.aborted).toBe(true);
    expect(server.last().headers.get('Authorization')).toBe('Bearer token-1');
    expect(client.state).toBe('OPEN');
    client.close();
  });

  it('a failed token refresh leaves the stream closed', async () => {
    const server = fakeServer([401]);
    const { client, errors } = makeClient(server, {
      refreshToken: () =>
        Promise.reject(new Error('Webview bridge: Failed to receive a new token.')),
    });
    client.connect();
    await settle();
    await client.reconnect();
    await settle();
    expect(client.state).toBe('CLOSED');
    expect(errors.at(-1)).toMatchObject({ kind: 'token-refresh', retryInMs: null });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls()).toBe(1);
  });

  it('raises "Access token is missing" without a token and sends nothing', async () => {
    const server = fakeServer();
    const readToken = vi.fn(() => Promise.resolve(null));
    const { client, errors } = makeClient(server, { readToken });
    client.connect();
    await settle();
    expect(server.calls()).toBe(0);
    expect(client.state).toBe('CLOSED');
    expect(errors.map((error) => error.message)).toEqual([STREAM_TOKEN_MISSING]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls()).toBe(0);
    expect(readToken).toHaveBeenCalledTimes(1);
  });

  it('retries other statuses and non-stream answers', async () => {
    const server = fakeServer([500, 200]);
    const { client, errors } = makeClient(server, { random: () => 0 });
    client.connect();
    await settle();
    expect(errors[0]).toMatchObject({ kind: 'http', status: 500, retryInMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(client.state).toBe('OPEN');
    client.close();
  });

  it('close() during the back-off wait cancels the retry and forgets the resume point', async () => {
    const server = fakeServer();
    const { client } = makeClient(server, { random: () => 0 });
    client.connect();
    await settle();
    server.last().send('id: 5\nevent: connected\ndata: hi\n\n');
    server.last().end();
    await settle();
    expect(client.retrying).toBe(true);
    client.close();
    expect(client.lastEventId).toBeNull();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls()).toBe(1);

    client.connect();
    await settle();
    expect(server.last().headers.get('Last-Event-ID')).toBeNull();
    client.close();
  });

  it('keeps reading when a subscriber throws', async () => {
    const server = fakeServer();
    const onHandlerError = vi.fn();
    const { client } = makeClient(server, { onHandlerError });
    const later = vi.fn();
    client.onEvent('couple_connected', () => {
      throw new Error('boom');
    });
    client.onEvent('couple_connected', later);
    client.connect();
    await settle();
    server
      .last()
      .send('event: couple_connected\ndata: {}\n\nevent: couple_connected\ndata: {}\n\n');
    await settle();
    expect(onHandlerError).toHaveBeenCalledTimes(2);
    expect(later).toHaveBeenCalledTimes(2);
    expect(client.state).toBe('OPEN');
    client.close();
  });
});
