import { describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_TIMEOUT_MS, STREAM_TOKEN_MISSING, STREAM_UNAUTHORIZED } from './constants';
import { fakeServer, makeClient, settle, runOnFakeTimers } from './stream-test-support';

// One attempt (StreamAttempt), seen through the client that runs it: the request with the Bearer
// token and Last-Event-ID, the checks on the answer (401, missing token, other statuses), the
// reading of chunks and the heartbeat time-out.

runOnFakeTimers();

describe('StreamAttempt', () => {
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
});
