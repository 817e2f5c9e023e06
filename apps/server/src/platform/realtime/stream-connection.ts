import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../auth/guard';
import { REPLAY_BATCH, type EventStore, type StoredEvent } from './event-store';
import { eventFrame } from './sse-frame';

/** One event on its way to a member's connections; `seq` is absent for transient events. */
export interface Delivery {
  seq?: number | undefined;
  event: string;
  data: string;
}

/** Frames for one new connection, computed once it has sent its replay. */
export type OpeningFrames = () => ReadonlyArray<{ event: string; data: string }>;

/** What one stream needs of the hub's options. */
export interface StreamOptions {
  store: EventStore;
  /** The `retry:` sent with `connected` (and, with some jitter, on shutdown). */
  retryMs: number;
  /** Checks the session against the database, bypassing any cache. */
  sessionIsLive: (principal: Principal) => Promise<boolean>;
  log: FastifyBaseLogger;
}

/** A client that stops reading is cut off once this much output waits for it; it reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** An event's frame, encoded once and written as the same bytes to every stream. */
const liveFrames = new WeakMap<Delivery, Buffer>();
function liveFrame(delivery: Delivery): Buffer {
  let frame = liveFrames.get(delivery);
  if (!frame) {
    frame = Buffer.from(
      eventFrame({ id: delivery.seq, event: delivery.event, data: delivery.data }),
      'utf8',
    );
    liveFrames.set(delivery, frame);
  }
  return frame;
}

export type Task =
  | { kind: 'open'; lastEventId: number | null; opening: OpeningFrames | null }
  | { kind: 'event'; delivery: Delivery }
  /** Sends the stored events after the last sent id (after the bus lost messages). */
  | { kind: 'catch-up' };

/**
 * One open stream. Its tasks run in order: first the opening (session re-check, `connected`,
 * replay after `Last-Event-ID`), then live events. Events of a member carry consecutive ids, so a
 * gap means an earlier event is still on its way through the bus: the missing ones are read from
 * the store first, and late arrivals at or below the last sent id are dropped.
 */
export class StreamConnection {
  private lastSeq = 0;
  private ready = false;
  private closed = false;
  private running = false;
  private readonly tasks: Task[] = [];

  constructor(
    readonly principal: Principal,
    readonly ip: string,
    private readonly res: ServerResponse,
    private readonly owner: { detach(connection: StreamConnection): void },
    private readonly options: StreamOptions,
  ) {}

  get memberId(): number {
    return this.principal.memberId;
  }

  get sessionId(): string {
    return this.principal.sessionId;
  }

  get isReady(): boolean {
    return this.ready && !this.closed;
  }

  enqueue(task: Task): void {
    if (this.closed) return;
    if (
      task.kind === 'event' &&
      this.ready &&
      !this.running &&
      this.tasks.length === 0 &&
      (task.delivery.seq === undefined || task.delivery.seq <= this.lastSeq + 1)
    ) {
      this.sendLive(task.delivery);
      return;
    }
    this.tasks.push(task);
    if (!this.running) void this.drain();
  }

  /**
   * Writes a frame and hands it to the socket now. Node's response corks its socket on each
   * write and uncorks it on the next tick; a frame written inside a chain of promise
   * continuations waited for the whole chain (a reply's last chunk waited while the reply was
   * stored: 12–20 ms on the embedded database, docs/BENCHMARKS.md 2026-11-25 night).
   */
  write(chunk: string | Buffer): void {
    if (this.closed) return;
    const socket = this.res.socket;
    const corked = socket?.writableCorked ?? 0;
    const flushed = this.res.write(chunk);
    if (socket && socket.writableCorked > corked) socket.uncork();
    if (!flushed && this.res.writableLength > MAX_BUFFERED_BYTES) {
      this.options.log.warn({ memberId: this.memberId }, 'live stream client too slow; closing');
      this.close();
    }
  }

  /** Frames written in `writes` leave as one write to the socket when it returns (a replay). */
  private writeTogether(writes: () => void): void {
    const socket = this.res.socket;
    socket?.cork();
    try {
      writes();
    } finally {
      socket?.uncork();
    }
  }

  /** Ends the stream (optionally with a last chunk) and forgets it. */
  close(last?: string): void {
    if (this.closed) return;
    this.closed = true;
    this.tasks.length = 0;
    this.owner.detach(this);
    if (last !== undefined && !this.res.writableEnded) this.res.end(last);
    else if (!this.res.writableEnded) this.res.end();
  }

  /** The client went away. */
  gone(): void {
    if (this.closed) return;
    this.closed = true;
    this.tasks.length = 0;
    this.owner.detach(this);
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (!this.closed) {
        const task = this.tasks.shift();
        if (!task) break;
        if (task.kind === 'open') await this.open(task.lastEventId, task.opening);
        else if (task.kind === 'catch-up') await this.sendStored();
        else await this.deliver(task.delivery);
      }
    } catch (error) {
      this.options.log.error({ err: error, memberId: this.memberId }, 'live stream failed');
      this.close();
    } finally {
      this.running = false;
    }
  }

  private async open(lastEventId: number | null, opening: OpeningFrames | null): Promise<void> {
    const { store, sessionIsLive, retryMs } = this.options;
    // The route trusted a cached check; a revocation committed before this point is seen now,
    // one committed after it reaches this (already registered) connection through the bus.
    if (!(await sessionIsLive(this.principal))) {
      this.close();
      return;
    }
    const current = await store.lastSeq(this.memberId);
    if (this.closed) return;
    // An id from the future (another server's data, a forged header) resumes from now.
    const resumeFrom = lastEventId !== null && lastEventId <= current ? lastEventId : null;
    this.lastSeq = resumeFrom ?? this.freshStart(current);
    this.write(
      eventFrame({ id: this.lastSeq, event: 'connected', data: 'connected', retry: retryMs }),
    );
    if (resumeFrom !== null) await this.sendStored();
    if (this.closed) return;
    // Frames of the module that registered a provider (a reply's text so far): after the replay,
    // before the live events queued since this connection registered.
    this.writeTogether(() => {
      for (const frame of opening?.() ?? []) this.write(eventFrame(frame));
    });
    this.ready = true;
  }

  /**
   * Where a stream with nothing to resume starts. Events queued behind the opening were published
   * after this connection registered; one stored before `current` was read is counted in it, and
   * starting at `current` would drop it as already sent (a partner's answer in the moment the
   * stream opened never arrived). Start just before the first of them instead.
   */
  private freshStart(current: number): number {
    let first = current + 1;
    for (const task of this.tasks) {
      if (task.kind === 'event' && task.delivery.seq !== undefined) {
        first = Math.min(first, task.delivery.seq);
      }
    }
    return first - 1;
  }

  private async deliver(delivery: Delivery): Promise<void> {
    if (delivery.seq !== undefined && delivery.seq > this.lastSeq + 1) {
      await this.sendStored(delivery.seq);
    }
    this.sendLive(delivery);
  }

  private sendLive(delivery: Delivery): void {
    if (delivery.seq !== undefined) {
      if (delivery.seq <= this.lastSeq) return;
      this.lastSeq = delivery.seq;
    }
    this.write(liveFrame(delivery));
  }

  /** Sends the stored events after the last sent id (and before `beforeSeq`), in order. */
  private async sendStored(beforeSeq?: number): Promise<void> {
    for (;;) {
      const rows: StoredEvent[] = await this.options.store.after(
        this.memberId,
        this.lastSeq,
        beforeSeq,
      );
      if (this.closed) return;
      this.writeTogether(() => {
        for (const row of rows) this.sendLive(row);
      });
      if (rows.length < REPLAY_BATCH) return;
    }
  }
}
