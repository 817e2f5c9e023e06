// Test helper: the app's stream hub over a fake stream client the test drives by hand (no fetch,
// no timers): `emit('chat_response', '안녕')` delivers an event as the server would send it, with
// the payload read by the contract like the real client's; `drop()` and `open()` move the state.
import { act } from '@testing-library/react';
import { encodeSsePayload, type SseEventName, type SsePayload } from '@dama/contract';
import { RealtimeHub } from '@/shared/realtime/hub';
import type { EventStreamClient, StreamMessage, StreamState } from '@/shared/realtime/event-stream';
import { decodeStreamMessage } from '@/shared/realtime/stream-payloads';

export function fakeHub() {
  const messageListeners = new Set<(message: StreamMessage) => void>();
  const stateListeners = new Set<(state: StreamState) => void>();
  let state: StreamState = 'CLOSED';
  let lastId = 0;
  const setState = (next: StreamState) => {
    state = next;
    for (const listener of [...stateListeners]) listener(next);
  };
  const client = {
    get state() {
      return state;
    },
    onMessage(handler: (message: StreamMessage) => void) {
      messageListeners.add(handler);
      return () => messageListeners.delete(handler);
    },
    onStateChange(handler: (state: StreamState) => void) {
      stateListeners.add(handler);
      return () => stateListeners.delete(handler);
    },
    onError: () => () => undefined,
    connect: () => setState('OPEN'),
    close: () => setState('CLOSED'),
    reconnect: () => Promise.resolve(),
  } as unknown as EventStreamClient;
  const failures: unknown[] = [];
  const hub = new RealtimeHub(
    () => Promise.resolve({ client, decode: decodeStreamMessage }),
    (error) => failures.push(error),
  );

  const deliver = (event: string, data: string) => {
    lastId += 1;
    for (const listener of [...messageListeners]) listener({ event, data, id: String(lastId) });
  };

  return {
    hub,
    failures,
    /** Starts the hub and opens the stream (the `connected` event included). */
    async start() {
      await act(async () => {
        hub.start();
        await Promise.resolve();
        await Promise.resolve();
      });
      await this.open();
    },
    /** Sends one event with its payload encoded by the contract. */
    async emit<E extends SseEventName>(event: E, payload: SsePayload<E>) {
      await act(async () => {
        deliver(event, encodeSsePayload(event, payload));
        await Promise.resolve();
      });
    },
    /** The connection drops (the client would retry). */
    async drop() {
      await act(async () => {
        setState('CONNECTING');
        await Promise.resolve();
      });
    },
    /** The connection opens: state OPEN and the server's first event, `connected`. */
    async open() {
      await act(async () => {
        setState('OPEN');
        deliver('connected', 'ok');
        await Promise.resolve();
      });
    },
  };
}
