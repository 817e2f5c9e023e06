import { describe, expect, it, vi } from 'vitest';
import { fakeServer, makeClient, settle, runOnFakeTimers, type Reply } from './stream-test-support';

// The client's state machine, retry scheduling, manual reconnect and subscriptions. What one
// request does (headers, answers, reading, heartbeat) is in stream-attempt.test.ts.

runOnFakeTimers();

describe('EventStreamClient', () => {
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

  it('suspend() drops the connection and the retries but keeps the resume point', async () => {
    const server = fakeServer(['network-error', 200, 200]);
    const { client } = makeClient(server, { random: () => 0 });
    client.connect();
    await settle();
    expect(client.retrying).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    server.last().send('id: 7\nevent: connected\ndata: hi\n\n');
    await settle();
    expect(client.state).toBe('OPEN');

    client.suspend();
    expect(client.state).toBe('CLOSED');
    expect(server.last().init.signal?.aborted).toBe(true);
    expect(client.retrying).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls()).toBe(2);

    await client.reconnect();
    await settle();
    expect(server.calls()).toBe(3);
    expect(server.last().headers.get('Last-Event-ID')).toBe('7');
    expect(client.state).toBe('OPEN');
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
