import { describe, expect, it, vi } from 'vitest';
import { fakeServer, makeHub, runOnFakeTimers, settle } from './stream-test-support';

runOnFakeTimers();

describe('RealtimeHub', () => {
  it('loads the client only on start and delivers to subscriptions made before', async () => {
    const server = fakeServer();
    const { hub, load } = makeHub(server);
    const handler = vi.fn();
    hub.on('couple_disconnected', handler);
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(hub.getState()).toBe('CLOSED');

    hub.start();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hub.getState()).toBe('OPEN');
    server.last().send('event: couple_disconnected\ndata: {"coupleId":3,"notificationId":8}\n\n');
    await settle();
    expect(handler).toHaveBeenCalledWith({ coupleId: 3, notificationId: 8 });

    hub.stop();
    expect(hub.getState()).toBe('CLOSED');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls()).toBe(1);
  });

  it('stop() before the client loaded means it never connects', async () => {
    const server = fakeServer();
    const { hub } = makeHub(server);
    hub.start();
    hub.stop();
    await settle();
    expect(server.calls()).toBe(0);
  });

  it('a throwing subscriber does not stop the others', async () => {
    const server = fakeServer();
    const { hub, failures } = makeHub(server);
    const second = vi.fn();
    hub.on('couple_disconnected', () => {
      throw new Error('boom');
    });
    hub.on('couple_disconnected', second);
    hub.start();
    await settle();
    server.last().send('event: couple_disconnected\ndata: {"coupleId":3,"notificationId":8}\n\n');
    await settle();
    expect(second).toHaveBeenCalledTimes(1);
    expect(failures).toEqual([{ error: new Error('boom'), where: 'couple_disconnected handler' }]);
    hub.stop();
  });

  it('reports the 401 and waits for a manual reconnect', async () => {
    const server = fakeServer([401]);
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

describe('typed subscriptions (CONTRACT 5)', () => {
  it('delivers each payload read with the contract: text, id and JSON', async () => {
    const server = fakeServer();
    const { hub, failures } = makeHub(server);
    const chunks: string[] = [];
    const ids: number[] = [];
    const finished: Array<{ chatRoomId: number; level: number }> = [];
    hub.on('chat_response', (chunk) => chunks.push(chunk));
    hub.on('ai_response_id', (id) => ids.push(id));
    hub.on('current_level_finished', (payload) => finished.push(payload));
    hub.start();
    await settle();
    server.last().send('event: chat_response\ndata: 안녕, {"not":"json"}\n\n');
    server.last().send('event: ai_response_id\ndata: 42\n\n');
    server.last().send('event: current_level_finished\ndata: {"chatRoomId":5,"level":2}\n\n');
    await settle();

    expect(chunks).toEqual(['안녕, {"not":"json"}']);
    expect(ids).toEqual([42]);
    expect(finished).toEqual([{ chatRoomId: 5, level: 2 }]);
    expect(failures).toEqual([]);
    hub.stop();
  });

  it('sends a malformed payload to the error callback, never to the handler', async () => {
    const server = fakeServer();
    const { hub, failures } = makeHub(server);
    const handler = vi.fn();
    const malformed: Error[] = [];
    hub.on('chat_error', handler, (error) => malformed.push(error));
    hub.on('ai_response_id', handler, (error) => malformed.push(error));
    hub.start();
    await settle();
    server
      .last()
      .send('event: chat_error\ndata: {"chatRoomId":"5","messageId":1,"reason":"x"}\n\n');
    server.last().send('event: chat_error\ndata: 비밀 이야기\n\n');
    server.last().send('event: ai_response_id\ndata: 4x\n\n');
    await settle();

    expect(handler).not.toHaveBeenCalled();
    expect(malformed.map((error) => error.message)).toEqual([
      'Malformed chat_error event (chatRoomId: invalid_type)',
      'Malformed chat_error event (not JSON)',
      'Malformed ai_response_id event (ai_response_id: integer id expected)',
    ]);
    // The payload's text stays out of the report.
    expect(malformed[1]?.message).not.toContain('비밀');
    expect(failures).toEqual([]);
    hub.stop();
  });

  it('reports a malformed payload by default, and the stream carries on', async () => {
    const server = fakeServer();
    const { hub, failures } = makeHub(server);
    const handler = vi.fn();
    hub.on('chat_stopped', handler);
    hub.start();
    await settle();
    server.last().send('event: chat_stopped\ndata: {"chatRoomId":1}\n\n');
    server.last().send('event: chat_stopped\ndata: {"chatRoomId":1,"messageId":2}\n\n');
    await settle();

    expect(failures).toEqual([
      {
        error: new Error('Malformed chat_stopped event (messageId: invalid_type)'),
        where: 'chat_stopped payload',
      },
    ]);
    expect(handler).toHaveBeenCalledExactlyOnceWith({ chatRoomId: 1, messageId: 2 });
    expect(hub.getState()).toBe('OPEN');
    hub.stop();
  });

  it('stops delivering after unsubscribe and ignores events the contract does not name', async () => {
    const server = fakeServer();
    const { hub, failures } = makeHub(server);
    const handler = vi.fn();
    const unsubscribe = hub.on('chat_response', handler);
    hub.start();
    await settle();
    server.last().send('event: something_else\ndata: {\n\n');
    server.last().send('event: chat_response\ndata: 하나\n\n');
    await settle();
    unsubscribe();
    server.last().send('event: chat_response\ndata: 둘\n\n');
    await settle();

    expect(handler).toHaveBeenCalledExactlyOnceWith('하나');
    expect(failures).toEqual([]);
    hub.stop();
  });
});
