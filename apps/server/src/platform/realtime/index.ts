import { SSE_RETRY_MS, encodeSsePayload, type SsePayload } from '@dama/contract';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { AuthGuard, Revocation } from '../auth/guard';
import { selectLiveSessions } from '../auth/live-sessions';
import { defineChannel, type Bus } from '../bus';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import { EventStore } from './event-store';
import { ConnectionHub, type Delivery } from './hub';
import { RedisStreamShares } from './redis-stream-shares';
import {
  TRANSIENT_BY_DEFAULT,
  type MemberEvents,
  type PublishOptions,
  type PublishableEvent,
  type StreamObserver,
} from './member-events';

export type {
  MemberEvents,
  OpeningFrame,
  PublishOptions,
  PublishableEvent,
  StreamObserver,
  StreamTag,
} from './member-events';
export { ConnectionHub } from './hub';
export { EventStore, REPLAY_RETENTION_MS } from './event-store';
export { defineMemberEventsPrune, MEMBER_EVENTS_PRUNE_JOB } from './prune-job';

/**
 * One live event for a member's open streams: member, event name, data text, stored id, and the
 * publisher's tag for stream observers.
 */
const EventMessage = z.object({
  m: z.int(),
  e: z.string(),
  d: z.string(),
  s: z.int().optional(),
  /** The publisher's tag for stream observers (never sent to clients). */
  t: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});
type EventMessage = z.infer<typeof EventMessage>;

/** Bus channels (the bus adds the deployment's prefix). */
export const eventsChannel = defineChannel('member-events', EventMessage);
export const revocationsChannel = defineChannel(
  'revocations',
  z.union([z.object({ sessionId: z.string() }), z.object({ memberId: z.int() })]),
);

/** Sessions checked per query by the heartbeat's sweep. */
const SWEEP_BATCH = 1000;

export interface RealtimeOptions {
  db: Db;
  bus: Bus;
  now: Clock;
  guard: AuthGuard;
  log: FastifyBaseLogger;
  sse: { maxConnections: number; heartbeatMs: number; perMember: number; perIp: number };
  /** With Redis, the per-member and per-address stream caps count every instance's streams. */
  redis?: { client: Redis; prefix: string } | null;
}

/**
 * How long a stream's place in the shared caps lives without a refresh (the heartbeat refreshes
 * it): two heartbeats and a second, so a crashed instance's streams stop counting soon after.
 */
export function streamLeaseMs(heartbeatMs: number): number {
  return 2 * heartbeatMs + 1000;
}

/**
 * Live events for members across instances: durable events are stored with a per-member id
 * (replay after a reconnect), every event goes over the bus to every instance, and each instance
 * writes it to the member's streams it holds. Revocations travel the same way, so every instance
 * drops the session from its auth cache and closes its streams.
 */
export class Realtime {
  readonly hub: ConnectionHub;
  readonly store: EventStore;
  readonly events: MemberEvents;
  private readonly unsubscribers: Array<() => Promise<void>> = [];
  private closed = false;
  private readonly observers = new Set<StreamObserver>();

  private constructor(private readonly options: RealtimeOptions) {
    this.store = new EventStore(options.db);
    this.hub = new ConnectionHub({
      store: this.store,
      maxConnections: options.sse.maxConnections,
      perMember: options.sse.perMember,
      perIp: options.sse.perIp,
      shares: options.redis
        ? new RedisStreamShares({
            redis: options.redis.client,
            prefix: options.redis.prefix,
            perMember: options.sse.perMember,
            perIp: options.sse.perIp,
            leaseMs: streamLeaseMs(options.sse.heartbeatMs),
            log: options.log,
          })
        : undefined,
      heartbeatMs: options.sse.heartbeatMs,
      retryMs: SSE_RETRY_MS,
      sessionIsLive: (principal) => options.guard.isLiveNow(principal),
      liveSessions: (ids) => this.liveSessions(ids),
      onDeadSession: (sessionId) => options.guard.dropSession(sessionId),
      openingFrames: (memberId) => this.openingFrames(memberId),
      now: options.now,
      log: options.log,
    });
    this.events = {
      publish: (m, e, d, o) => this.publish(m, e, d, o),
      observe: (observer) => {
        this.observers.add(observer);
        return () => this.observers.delete(observer);
      },
    };
  }

  static async start(options: RealtimeOptions): Promise<Realtime> {
    const realtime = new Realtime(options);
    await realtime.listen();
    return realtime;
  }

  private async listen(): Promise<void> {
    const { bus, guard, log } = this.options;
    this.unsubscribers.push(
      await eventsChannel.subscribe(bus, (message) => {
        const delivery: Delivery = { seq: message.s, event: message.e, data: message.d };
        for (const observer of this.observers) {
          try {
            observer.onMessage(message.m, message.e as PublishableEvent, message.d, message.t);
          } catch (error) {
            log.error({ err: error }, 'stream observer failed');
          }
        }
        this.hub.deliver(message.m, delivery);
      }),
      await revocationsChannel.subscribe(bus, (revocation) => {
        this.applyRevocation(revocation);
      }),
    );
    // Messages published while the subscriber was away are lost: revocations are checked
    // against the database, and every open stream sends the stored events it missed.
    bus.onReconnect?.(() => {
      void this.hub.sweepSessions();
      this.hub.catchUp();
    });
    guard.setRevocationListener((revocation) => {
      // Here at once (before the logout/withdrawal answers), elsewhere through the bus.
      this.applyRevocation(revocation);
      revocationsChannel.publish(bus, revocation, { resend: true }).catch((error: unknown) => {
        log.error({ err: error }, 'could not announce a revocation on the bus');
      });
      if ('memberId' in revocation) {
        this.store.forget(revocation.memberId).catch((error: unknown) => {
          log.error({ err: error }, 'could not erase a withdrawn member’s events');
        });
      }
    });
  }

  private applyRevocation(revocation: Revocation): void {
    if ('sessionId' in revocation) {
      this.options.guard.dropSession(revocation.sessionId);
      this.hub.closeSession(revocation.sessionId);
    } else {
      this.options.guard.dropMember(revocation.memberId);
      this.hub.closeMember(revocation.memberId);
    }
  }

  /**
   * Stores (when durable) and broadcasts one event. A payload that breaks the contract rejects;
   * a failure to store or broadcast is logged and does not reject, because the caller's own
   * change is already committed and notifications carry couple events to the app anyway.
   */
  private async publish<N extends PublishableEvent>(
    memberId: number,
    event: N,
    data: SsePayload<N>,
    options: PublishOptions = {},
  ): Promise<void> {
    if ((event as string) === 'connected') throw new TypeError('connected is not publishable');
    const text = encodeSsePayload(event, data);
    const durable = options.durable ?? !TRANSIENT_BY_DEFAULT.has(event);
    try {
      const message: EventMessage = { m: memberId, e: event, d: text };
      if (options.tag) message.t = options.tag;
      if (durable) message.s = await this.store.append(memberId, event, text, this.options.now());
      // A stored event is still right late (its id puts it in order): published again once
      // Redis is back; a chunk is not (decision 0077).
      await eventsChannel.publish(this.options.bus, message, { resend: durable });
    } catch (error) {
      // While Redis is away (logged once as such) a stored event waits for its resend and the
      // replay; anything else is an error.
      if (this.options.bus.connected) {
        this.options.log.error({ err: error, memberId, event }, 'live event was not delivered');
      } else {
        this.options.log.debug({ memberId, event, durable }, 'live event waits for the bus');
      }
    }
  }

  /** The opening frames every observer has for a new connection of the member. */
  private openingFrames(memberId: number): (() => Array<{ event: string; data: string }>) | null {
    const providers = [...this.observers]
      .map((observer) => observer.openingFrames(memberId))
      .filter((provider) => provider !== null);
    if (providers.length === 0) return null;
    return () => providers.flatMap((provider) => provider());
  }

  /** Of these sessions, the live ones: not revoked, not expired, their member not withdrawn. */
  private async liveSessions(ids: readonly string[]): Promise<ReadonlySet<string>> {
    const live = new Set<string>();
    const now = this.options.now();
    for (let i = 0; i < ids.length; i += SWEEP_BATCH) {
      const batch = ids.slice(i, i + SWEEP_BATCH);
      const rows = await selectLiveSessions(this.options.db, now, inArray(sessions.id, batch));
      for (const row of rows) live.add(row.id);
    }
    return live;
  }

  /** Deletes events past the replay window (the `member-events-prune` job, every minute). */
  prune(): Promise<void> {
    return this.store.prune(this.options.now());
  }

  /** Ends every stream with a retry hint; runs before the server stops and the database closes. */
  shutdown(): void {
    this.hub.shutdown();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.hub.shutdown();
    await Promise.allSettled(this.unsubscribers.map((unsubscribe) => unsubscribe()));
    await this.options.bus.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The live-event layer (tests publish and prune through it). */
    realtime: Realtime;
  }
}
