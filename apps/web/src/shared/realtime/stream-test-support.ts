// Test support for the stream client's tests (event-stream.test.ts, stream-attempt.test.ts,
// hub.test.ts, use-stream-event.test.tsx): a scripted fake server behind a fake fetch, a client
// wired to it that records its states and errors, and a hub over it. The tests run on fake timers.
import { afterEach, beforeEach, vi } from 'vitest';
import { EventStreamClient, type StreamError, type StreamState } from './event-stream';
import { RealtimeHub } from './hub';
import { decodeStreamMessage } from './stream-payloads';

const encoder = new TextEncoder();

/** One response of the fake server: an event stream the test writes into, or a plain status. */
export class FakeConnection {
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

export type Reply = number | 'network-error';

/** A fake fetch: answers each call with the next scripted reply (default: an open stream). */
export function fakeServer(script: Reply[] = []) {
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

export function makeClient(
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
export const settle = () => vi.advanceTimersByTimeAsync(0);

/** Fake timers for every test of the calling file. */
export function runOnFakeTimers(): void {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });
}

/** A hub over `server` whose runtime loads on start (as the app's does), and what it reports. */
export function makeHub(server: ReturnType<typeof fakeServer>) {
  const load = vi.fn(() =>
    Promise.resolve({ client: makeClient(server).client, decode: decodeStreamMessage }),
  );
  const failures: Array<{ error: unknown; where: string }> = [];
  const hub = new RealtimeHub(load, (error, where) => failures.push({ error, where }));
  return { hub, load, failures };
}
