import { sseEvents, type SseEventName } from '@dama/contract';
import type { z } from 'zod';

type PayloadOf<S> = S extends 'text'
  ? string
  : S extends 'id'
    ? number
    : S extends z.ZodType
      ? z.infer<S>
      : never;

/** The `data` a live-stream event carries: raw text, a decimal id, or the event's JSON payload. */
export type SsePayload<N extends SseEventName> = PayloadOf<(typeof sseEvents)[N]>;

/** Events a module may publish (`connected` is written by the stream itself on open). */
export type PublishableEvent = Exclude<SseEventName, 'connected'>;

export interface PublishOptions {
  /**
   * A durable event gets the member's next event id and is kept for replay after a reconnect
   * (`Last-Event-ID`). Default: durable, except `chat_response` chunks, which are only relayed to
   * the connections open now (the stored reply is what counts afterwards).
   */
  durable?: boolean;
}

/**
 * Sends live-stream events to a member's open connections, on every server instance.
 * Resolves once the event is stored (durable) and handed to the bus.
 */
export interface MemberEvents {
  publish<N extends PublishableEvent>(
    memberId: number,
    event: N,
    data: SsePayload<N>,
    options?: PublishOptions,
  ): Promise<void>;
}

/** Events relayed without an id or persistence unless the publisher asks otherwise. */
export const TRANSIENT_BY_DEFAULT: ReadonlySet<SseEventName> = new Set(['chat_response']);

/**
 * The text of an event's `data` field(s): raw text as is, an id as a decimal, JSON payloads
 * checked against the contract's schema and serialised.
 */
export function encodePayload<N extends SseEventName>(event: N, data: SsePayload<N>): string {
  const kind = sseEvents[event];
  if (kind === 'text') {
    if (typeof data !== 'string') throw new TypeError(`${event}: text payload expected`);
    return data;
  }
  if (kind === 'id') {
    if (typeof data !== 'number' || !Number.isSafeInteger(data)) {
      throw new TypeError(`${event}: integer id expected`);
    }
    return String(data);
  }
  return JSON.stringify(kind.parse(data));
}
