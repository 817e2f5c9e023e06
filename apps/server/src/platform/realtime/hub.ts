import type { ServerResponse } from 'node:http';
import type { Principal } from '../auth/guard';
import { PING_FRAME, retryFrame } from './sse-frame';
import {
  StreamConnection,
  type Delivery,
  type OpeningFrames,
  type StreamOptions,
  type Task,
} from './stream-connection';
import {
  LocalStreamShares,
  type ShareRefusal,
  type StreamLease,
  type StreamShares,
} from './stream-shares';

export type { Delivery, OpeningFrames } from './stream-connection';

export interface HubOptions extends StreamOptions {
  maxConnections: number;
  /** Open streams one member, or one client address, may hold (beyond: refused, 42900). */
  perMember: number;
  perIp: number;
  /**
   * Where those streams are counted: this process by default; with Redis, every instance
   * (`RedisStreamShares`, built with the same caps).
   */
  shares?: StreamShares;
  heartbeatMs: number;
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
}

/**
 * A member's streams are written this many at a time; between slices the event loop runs other
 * work (requests, other events), so an event for thousands of streams never blocks it for the
 * whole batch. Slices are scheduled with setImmediate, first in first out, so every connection
 * still gets a member's events in the order they arrived.
 */
export const FANOUT_SLICE = 1000;

/**
 * The live streams open on this process, by member and by session. Events arrive from the bus
 * (whichever instance published them) and go to every connection of the member here.
 */
export class ConnectionHub {
  private readonly byMember = new Map<number, Set<StreamConnection>>();
  private readonly bySession = new Map<string, Set<StreamConnection>>();
  /** Each connection's place in its member's and address's shares, given back on detach. */
  private readonly leases = new Map<StreamConnection, StreamLease>();
  private readonly shares: StreamShares;
  /** When a refusal was last logged, per member or address (logged at most once a minute). */
  private readonly refusalsLogged = new Map<string, number>();
  private count = 0;
  private heartbeat: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  private shuttingDown = false;

  constructor(private readonly options: HubOptions) {
    this.shares = options.shares ?? new LocalStreamShares(options);
  }

  get size(): number {
    return this.count;
  }

  /** False when at capacity or shutting down: the route answers 50002 instead of a stream. */
  canAccept(): boolean {
    return !this.shuttingDown && this.count < this.options.maxConnections;
  }

  /**
   * A place for one more stream of this member from this address (pass it to `attach`), or which
   * share it would exceed (a phone and a tablet need a few streams, not thousands). Checked and
   * taken in one step, across instances when the shares are in Redis. A refusal is logged once a
   * minute per member or address, at warn level, never with a stack.
   */
  async claimShare(memberId: number, ip: string): Promise<StreamLease | ShareRefusal> {
    const claim = await this.shares.claim(memberId, ip);
    if (typeof claim === 'string') this.logRefusal(claim, memberId, ip);
    return claim;
  }

  private logRefusal(which: ShareRefusal, memberId: number, ip: string): void {
    const key = which === 'member' ? `m:${memberId}` : `ip:${ip}`;
    const now = Date.now();
    const last = this.refusalsLogged.get(key);
    if (last !== undefined && now - last < 60_000) return;
    this.refusalsLogged.set(key, now);
    if (this.refusalsLogged.size > 10_000) this.refusalsLogged.clear();
    this.options.log.warn(
      which === 'member'
        ? { memberId, limit: this.options.perMember }
        : { ip, limit: this.options.perIp },
      `stream refused: too many open streams for this ${which === 'member' ? 'member' : 'address'}`,
    );
  }

  /**
   * Takes over a response whose headers were written: registers it (so no event published from
   * now on is missed), then opens it asynchronously. `lease` (from `claimShare`) is given back
   * when the stream ends.
   */
  attach(
    principal: Principal,
    res: ServerResponse,
    lastEventId: number | null,
    ip = '',
    lease?: StreamLease,
  ): void {
    const connection = new StreamConnection(principal, ip, res, this, this.options);
    addTo(this.byMember, principal.memberId, connection);
    addTo(this.bySession, principal.sessionId, connection);
    if (lease) this.leases.set(connection, lease);
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
    // The client left while the stream was being admitted: its `close` has already been emitted.
    if (res.destroyed) {
      forget();
      return;
    }
    // Asked in the same synchronous step that registered the connection: what the provider
    // knows now is exactly what precedes the live events this connection will receive.
    const opening = this.options.openingFrames?.(principal.memberId) ?? null;
    connection.enqueue({ kind: 'open', lastEventId, opening });
    this.startHeartbeat();
  }

  detach(connection: StreamConnection): void {
    const removedMember = removeFrom(this.byMember, connection.memberId, connection);
    removeFrom(this.bySession, connection.sessionId, connection);
    this.leases.get(connection)?.release();
    this.leases.delete(connection);
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

  /**
   * Every stream here sends the stored events after the last one it sent (the bus lost what was
   * published while Redis was away; decision 0077).
   */
  catchUp(): void {
    const task: Task = { kind: 'catch-up' };
    for (const set of this.byMember.values())
      for (const connection of set) connection.enqueue(task);
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
      this.shares.refresh();
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
