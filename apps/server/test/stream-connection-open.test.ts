// A stream that opens with nothing to resume (no Last-Event-ID): the events published while it
// opened reach it, even one already counted in the store's last id when the opening read it.
import { describe, expect, it, vi } from 'vitest';
import type { EventStore, StoredEvent } from '../src/platform/realtime/event-store';
import { liveResponse, streamOn } from './helpers/live-stream';

/** A store whose `lastSeq` answers only when told, with what it holds by then. */
function slowStore() {
  const stored: StoredEvent[] = [{ seq: 1, event: 'old', data: 'before' }];
  let answer: (() => void) | undefined;
  const store = {
    lastSeq: () =>
      new Promise<number>((resolve) => {
        answer = () => resolve(stored.at(-1)?.seq ?? 0);
      }),
    after: (_member: number, after: number, before?: number) =>
      Promise.resolve(
        stored.filter((row) => row.seq > after && (before === undefined || row.seq < before)),
      ),
  } as unknown as EventStore;
  return {
    store,
    stored,
    answerLastSeq: () => answer?.(),
    asked: () => answer !== undefined,
  };
}

describe('a fresh stream opening', () => {
  it('delivers an event stored while it read the last id, once', async () => {
    const { res, received } = await liveResponse();
    const { store, stored, answerLastSeq, asked } = slowStore();
    const connection = streamOn(res, store);
    connection.enqueue({ kind: 'open', lastEventId: null, opening: null });
    await vi.waitFor(() => expect(asked()).toBe(true));

    // The partner answers now: stored (seq 2), then handed to this registered connection.
    const answered = { seq: 2, event: 'notification_created', data: 'answered' };
    stored.push(answered);
    connection.enqueue({ kind: 'event', delivery: answered });
    answerLastSeq();

    await vi.waitFor(() => expect(received()).toContain('data: answered'));
    await new Promise((done) => setTimeout(done, 20));
    expect(received().match(/data: answered/g)).toHaveLength(1);
    // What came before the stream opened is not replayed to a stream that asked for none.
    expect(received()).not.toContain('data: before');
    // The next one follows on.
    const next = { seq: 3, event: 'notifications_read', data: 'read' };
    stored.push(next);
    connection.enqueue({ kind: 'event', delivery: next });
    await vi.waitFor(() => expect(received()).toContain('data: read'));
    expect(received().indexOf('data: answered')).toBeLessThan(received().indexOf('data: read'));
  });

  it('starts from the last id when nothing came while it opened', async () => {
    const { res, received } = await liveResponse();
    const { store, stored, answerLastSeq, asked } = slowStore();
    const connection = streamOn(res, store);
    connection.enqueue({ kind: 'open', lastEventId: null, opening: null });
    await vi.waitFor(() => expect(asked()).toBe(true));
    answerLastSeq();
    await vi.waitFor(() => expect(connection.isReady).toBe(true));
    expect(received()).toMatch(/id: 1\nevent: connected/);
    const next = { seq: 2, event: 'e', data: 'after' };
    stored.push(next);
    connection.enqueue({ kind: 'event', delivery: next });
    await vi.waitFor(() => expect(received()).toContain('data: after'));
    expect(received()).not.toContain('data: before');
  });
});
