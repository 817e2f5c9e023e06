import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../auth/guard';
import { REPLAY_BATCH, type EventStore, type StoredEvent } from './event-store';
import { PING_FRAME, eventFrame, retryFrame } from './sse-frame';

/** One event on its way to a member's connections; `seq` is absent for transient events. */
export interface Delivery {
  seq?: number | undefined;
  event: string;
  data: string;
}

export interface HubOptions {
  store: EventStore;
  maxConnections: number;
  /** Open streams one member, or one client address, may hold here (beyond: refused, 42900). */
  perMember: number;
  perIp: number;
  heartbeatMs: number;
  /** The `retry:` sent with `connected` (and, with some jitter, on shutdown). */
  retryMs: number;
  /** Checks the session against the database, bypassing any cache. */
  sessionIsLive: (principal: Principal) => Promise<boolean>;
  /**
   * Of the given sessions, the ones still live (not revoked, not expired, member not withdrawn),
   * in one query. Run on every heartbeat, it closes streams whose revocation never arrived (a
   * bus message lost while the subscriber reconnected).
   */
  liveSessions: (sessionIds: readonly string[]) => Promise<ReadonlySet<string>>;
  /** Told about each session the sweep found dead (the auth cache drops it). */
  onDeadSession?: (sessionId: string) => void;
  /**
   * Asked when a connection registers; the returned function runs once `connected` and the
   * replay are written, and its frames go to that connection before any queued live event.
   */
  openingFrames?: (memberId: number) => OpeningFrames | null;
  /** The app's clock: a stream ends when the access token that opened it expires. */
  now: () => Date;
  log: FastifyBaseLogger;
}

/** Frames for one new connection, computed once it has sent its replay. */
export type OpeningFrames = () => ReadonlyArray<{ event: string; data: string }>;

/** A client that stops reading is cut off once this much output waits for it; it reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * A member's streams are written this many at a time; between slices the event loop runs other
 * work (requests, other events), so an event for thousands of streams never blocks it for the
 * whole batch. Slices are scheduled with setImmediate, first in first out, so every connection
 * still gets a member's events in the order they arrived.
 */
export const FANOUT_SLICE = 1000;

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

type Task =
  | { kind: 'open'; lastEventId: number | null; opening: OpeningFrames | null }
  | { kind: 'event'; delivery: Delivery };

/**
 * One open stream. Its tasks run in order: first the opening (session re-check, `connected`,
 * replay after `Last-Event-ID`), then live events. Events of a member carry consecutive ids, so a
 * gap means an earlier event is still on its way through the bus: the missing ones are read from
 * the store first, and late arrivals at or below the last sent id are dropped.
 */
class StreamConnection {
  private lastSeq = 0;
  private ready = false;
  private closed = false;
  private running = false;
  private readonly tasks: Task[] = [];

  constructor(
    readonly principal: Principal,
    readonly ip: string,
    private readonly res: ServerResponse,
    private readonly hub: ConnectionHub,
    private readonly options: HubOptions,
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

  write(chunk: string | Buffer): void {
    if (this.closed) return;
    const flushed = this.res.write(chunk);
    if (!flushed && this.res.writableLength > MAX_BUFFERED_BYTES) {
      this.options.log.warn({ memberId: this.memberId }, 'live stream client too slow; closing');
      this.close();
    }
  }

  /** Ends the stream (optionally with a last chunk) and forgets it. */
  close(last?: string): void {
    if (this.closed) return;
    this.closed = true;
    this.tasks.length = 0;
    this.hub.detach(this);
    if (last !== undefined && !this.res.writableEnded) this.res.end(last);
    else if (!this.res.writableEnded) this.res.end();
  }

  /** The client went away. */
  gone(): void {
    if (this.closed) return;
    this.closed = true;
    this.tasks.length = 0;
    this.hub.detach(this);
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (!this.closed) {
        const task = this.tasks.shift();
        if (!task) break;
        if (task.kind === 'open') await this.open(task.lastEventId, task.opening);
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
    this.lastSeq = resumeFrom ?? current;
    this.write(
      eventFrame({ id: this.lastSeq, event: 'connected', data: 'connected', retry: retryMs }),
    );
    if (resumeFrom !== null) await this.sendStored();
    if (this.closed) return;
    // Frames of the module that registered a provider (a reply's text so far): after the replay,
    // before the live events queued since this connection registered.
    for (const frame of opening?.() ?? []) this.write(eventFrame(frame));
    this.ready = true;
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
      for (const row of rows) this.sendLive(row);
      if (rows.length < REPLAY_BATCH) return;
    }
  }
}

/**
 * The live streams open on this process, by member and by session. Events arrive from the bus
 * (whichever instance published them) and go to every connection of the member here.
 */
export class ConnectionHub {
  private readonly byMember = new Map<number, Set<StreamConnection>>();
  private readonly bySession = new Map<string, Set<StreamConnection>>();
  private readonly byIp = new Map<string, Set<StreamConnection>>();
  /** When a refusal was last logged, per member or address (logged at most once a minute). */
  private readonly refusalsLogged = new Map<string, number>();
  private count = 0;
  private heartbeat: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  private shuttingDown = false;

  constructor(private readonly options: HubOptions) {}

  get size(): number {
    return this.count;
  }

  /** False when at capacity or shutting down: the route answers 50002 instead of a stream. */
  canAccept(): boolean {
    return !this.shuttingDown && this.count < this.options.maxConnections;
  }

  /**
   * Whether one more stream of this member, from this address, would exceed its share (a phone
   * and a tablet need a few, not thousands). A refusal is logged once a minute per member or
   * address, at warn level, never with a stack.
   */
  overShare(memberId: number, ip: string): 'member' | 'ip' | null {
    const which =
      (this.byMember.get(memberId)?.size ?? 0) >= this.options.perMember
        ? 'member'
        : (this.byIp.get(ip)?.size ?? 0) >= this.options.perIp
          ? 'ip'
          : null;
    if (which) {
      const key = which === 'member' ? `m:${memberId}` : `ip:${ip}`;
      const now = Date.now();
      const last = this.refusalsLogged.get(key);
      if (last === undefined || now - last >= 60_000) {
        this.refusalsLogged.set(key, now);
        if (this.refusalsLogged.size > 10_000) this.refusalsLogged.clear();
        this.options.log.warn(
          which === 'member'
            ? { memberId, limit: this.options.perMember }
            : { ip, limit: this.options.perIp },
          `stream refused: too many open streams for this ${which === 'member' ? 'member' : 'address'}`,
        );
      }
    }
    return which;
  }

  /**
   * Takes over a response whose headers were written: registers it (so no event published from
   * now on is missed), then opens it asynchronously.
   */
  attach(principal: Principal, res: ServerResponse, lastEventId: number | null, ip = ''): void {
    const connection = new StreamConnection(principal, ip, res, this, this.options);
    addTo(this.byMember, principal.memberId, connection);
    addTo(this.bySession, principal.sessionId, connection);
    addTo(this.byIp, ip, connection);
    this.count += 1;
    // The stream never outlives the credential that opened it: it ends (the client reconnects
    // with a fresh token) when the access token expires.
    const expiry = principal.expiresAt
      ? setTimeout(
          () => connection.close(),
          Math.max(0, principal.expiresAt.getTime() - this.options.now().getTime()),
        )
      : null;
    expiry?.unref();
    const forget = () => {
      if (expiry) clearTimeout(expiry);
      connection.gone();
    };
    res.on('close', forget);
    res.on('error', forget);
    // Asked in the same synchronous step that registered the connection: what the provider
    // knows now is exactly what precedes the live events this connection will receive.
    const opening = this.options.openingFrames?.(principal.memberId) ?? null;
    connection.enqueue({ kind: 'open', lastEventId, opening });
    this.startHeartbeat();
  }

  detach(connection: StreamConnection): void {
    const removedMember = removeFrom(this.byMember, connection.memberId, connection);
    removeFrom(this.bySession, connection.sessionId, connection);
    removeFrom(this.byIp, connection.ip, connection);
    if (removedMember) this.count -= 1;
    if (this.count === 0) this.stopHeartbeat();
  }

  /** Hands an event to the member's connections on this process. */
  deliver(memberId: number, delivery: Delivery): void {
    const set = this.byMember.get(memberId);
    if (!set) return;
    const task: Task = { kind: 'event', delivery };
    if (set.size <= FANOUT_SLICE) {
      for (const connection of set) connection.enqueue(task);
      return;
    }
    const connections = [...set];
    const writeSlice = (from: number) => {
      const to = Math.min(from + FANOUT_SLICE, connections.length);
      for (let i = from; i < to; i++) connections[i]?.enqueue(task);
      if (to < connections.length) setImmediate(writeSlice, to);
    };
    writeSlice(0);
  }

  closeSession(sessionId: string): void {
    const set = this.bySession.get(sessionId);
    if (set) for (const connection of [...set]) connection.close();
  }

  closeMember(memberId: number): void {
    const set = this.byMember.get(memberId);
    if (set) for (const connection of [...set]) connection.close();
  }

  /**
   * Closes the streams of sessions that are no longer live. Revocations normally close them at
   * once through the bus; this catches the ones whose message was lost. One sweep at a time.
   */
  sweepSessions(): Promise<void> {
    this.sweeping ??= this.sweep().finally(() => {
      this.sweeping = null;
    });
    return this.sweeping;
  }

  private async sweep(): Promise<void> {
    const ids = [...this.bySession.keys()];
    if (ids.length === 0) return;
    let live: ReadonlySet<string>;
    try {
      live = await this.options.liveSessions(ids);
    } catch (error) {
      this.options.log.warn({ err: error }, 'live stream session sweep failed');
      return;
    }
    for (const id of ids) {
      if (live.has(id)) continue;
      this.options.onDeadSession?.(id);
      this.closeSession(id);
    }
  }

  /**
   * Graceful shutdown: every stream ends with a retry hint (spread over a couple of seconds so
   * clients do not all come back at once) and no new stream is accepted.
   */
  shutdown(): void {
    this.shuttingDown = true;
    this.stopHeartbeat();
    for (const set of [...this.byMember.values()]) {
      for (const connection of [...set]) {
        const retry = this.options.retryMs + Math.floor(Math.random() * 2000);
        connection.close(retryFrame(retry));
      }
    }
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const set of this.byMember.values()) {
        for (const connection of set) if (connection.isReady) connection.write(PING_FRAME);
      }
      void this.sweepSessions();
    }, this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat(): void {
    if (!this.heartbeat) return;
    clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}

function addTo<K>(map: Map<K, Set<StreamConnection>>, key: K, c: StreamConnection): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(c);
}

function removeFrom<K>(map: Map<K, Set<StreamConnection>>, key: K, c: StreamConnection): boolean {
  const set = map.get(key);
  if (!set?.delete(c)) return false;
  if (set.size === 0) map.delete(key);
  return true;
}
