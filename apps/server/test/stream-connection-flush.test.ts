import { describe, expect, it, vi } from 'vitest';
import type { EventStore, StoredEvent } from '../src/platform/realtime/event-store';
import { liveResponse, streamOn } from './helpers/live-stream';

describe('a stream connection writes', () => {
  it('hands a frame to the socket at once, not on the next tick', async () => {
    const { res, received } = await liveResponse();
    const connection = streamOn(res);

    // Written, then the same microtask chain goes on with synchronous work (as when a reply's
    // last chunk is followed by storing the reply): the bytes must already be in the kernel.
    await Promise.resolve().then(() => {
      connection.write('event: chat_response\ndata: 안녕\n\n');
      expect(res.socket?.writableCorked).toBe(0);
      expect(res.socket?.writableLength).toBe(0);
      const until = Date.now() + 30;
      while (Date.now() < until) {
        /* busy, like a synchronous embedded-database query */
      }
    });
    await new Promise((done) => setTimeout(done, 20));
    expect(received()).toContain('data: 안녕');
  });

  it('leaves a socket corked by someone else corked', async () => {
    const { res } = await liveResponse();
    const connection = streamOn(res);
    res.socket!.cork();
    connection.write('event: ping\ndata: 1\n\n');
    expect(res.socket!.writableCorked).toBe(1);
    res.socket!.uncork();
  });

  it('sends a replay as one write, not one per event', async () => {
    const { res, received } = await liveResponse();
    const stored: StoredEvent[] = [1, 2, 3].map((seq) => ({ seq, event: 'e', data: `d${seq}` }));
    const store = {
      lastSeq: () => Promise.resolve(3),
      after: (_member: number, after: number) =>
        Promise.resolve(stored.filter((row) => row.seq > after)),
    } as unknown as EventStore;
    const connection = streamOn(res, store);
    const socket = res.socket as unknown as Record<'_writev' | '_write', (...a: unknown[]) => void>;
    let flushes = 0;
    for (const name of ['_writev', '_write'] as const) {
      const original = socket[name].bind(socket);
      socket[name] = (...args: unknown[]) => {
        flushes += 1;
        original(...args);
      };
    }

    connection.enqueue({ kind: 'open', lastEventId: 0, opening: null });
    await vi.waitFor(() => expect(connection.isReady).toBe(true));
    await vi.waitFor(() => expect(received()).toContain('data: d3'));
    // `connected`, then the three stored events together.
    expect(flushes).toBe(2);
    expect(received().indexOf('data: d1')).toBeLessThan(received().indexOf('data: d3'));
  });
});
