import type { ServerResponse } from 'node:http';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { EventStore } from '../src/platform/realtime/event-store';
import { ConnectionHub, FANOUT_SLICE } from '../src/platform/realtime/hub';

/**
 * Fan-out (issue 12): an event's frame is encoded once and the same bytes go to every stream;
 * a member's streams are written a slice at a time, so the event loop is never held for the
 * whole batch, and every stream still gets the member's events in order.
 */
class FakeResponse {
  readonly chunks: Array<string | Buffer> = [];
  writableLength = 0;
  writableEnded = false;
  write(chunk: string | Buffer): boolean {
    this.chunks.push(chunk);
    return true;
  }
  end(): void {
    this.writableEnded = true;
  }
  on(): this {
    return this;
  }
  text(): string {
    return this.chunks.map(String).join('');
  }
}

const store = {
  lastSeq: () => Promise.resolve(0),
  after: () => Promise.resolve([]),
} as unknown as EventStore;

function hub(): ConnectionHub {
  return new ConnectionHub({
    store,
    maxConnections: 100_000,
    perMember: 100_000,
    perIp: 100_000,
    heartbeatMs: 60_000,
    retryMs: 1000,
    sessionIsLive: () => Promise.resolve(true),
    liveSessions: (ids) => Promise.resolve(new Set(ids)),
    now: () => new Date(),
    log: pino({ level: 'silent' }),
  });
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('fan-out to many streams of one member', () => {
  it('writes one encoded frame to every stream, a slice at a time, in order', async () => {
    const h = hub();
    const count = FANOUT_SLICE * 2 + 500;
    const responses = Array.from({ length: count }, () => new FakeResponse());
    responses.forEach((res, i) =>
      h.attach({ memberId: 1, sessionId: `s${i}` }, res as unknown as ServerResponse, null),
    );
    await nextTurn(); // every stream opened (`connected` written)
    expect(responses.every((res) => res.chunks.length === 1)).toBe(true);

    h.deliver(1, { seq: 1, event: 'partner_updated', data: '{"n":1}' });
    h.deliver(1, { seq: 2, event: 'partner_updated', data: '{"n":2}' });
    // Synchronously, only the first slice of each event is written: the loop is free after it.
    expect(responses.filter((res) => res.chunks.length === 3)).toHaveLength(FANOUT_SLICE);
    expect(responses.at(-1)?.chunks).toHaveLength(1);

    for (let i = 0; i < 4; i++) await nextTurn();
    for (const res of responses) {
      expect(res.text()).toMatch(/^retry: 1000\nid: 0\n.*id: 1\n.*"n":1.*id: 2\n.*"n":2/s);
    }
    // One Buffer per event, the very same object on every stream.
    const first = responses[0]?.chunks[1];
    expect(first).toBeInstanceOf(Buffer);
    expect(responses.every((res) => res.chunks[1] === first)).toBe(true);
    h.shutdown();
  });

  it('a few streams are written at once, in the same turn', async () => {
    const h = hub();
    const responses = Array.from({ length: 3 }, () => new FakeResponse());
    responses.forEach((res, i) =>
      h.attach({ memberId: 2, sessionId: `t${i}` }, res as unknown as ServerResponse, null),
    );
    await nextTurn();
    h.deliver(2, { event: 'chat_response', data: 'hi' });
    expect(responses.map((res) => res.chunks.length)).toEqual([2, 2, 2]);
    h.shutdown();
  });
});
