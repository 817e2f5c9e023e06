import type { SseEventName, SsePayload } from '@dama/contract';

/** Events a module may publish (`connected` is written by the stream itself on open). */
export type PublishableEvent = Exclude<SseEventName, 'connected'>;

export interface PublishOptions {
  /**
   * A durable event gets the member's next event id and is kept for replay after a reconnect
   * (`Last-Event-ID`). Default: durable, except `chat_response` chunks, which are only relayed to
   * the connections open now (the stored reply is what counts afterwards).
   */
  durable?: boolean;
  /**
   * Travels with the message on the bus to every instance's stream observers (never to clients),
   * e.g. `{ roomId, index }` on chat chunks so an instance can tell whether it saw a whole reply.
   */
  tag?: StreamTag;
}

/** A small JSON object attached to a bus message for stream observers. */
export type StreamTag = Readonly<Record<string, string | number | boolean>>;

/** A frame written to one connection only: an event name and its encoded `data`. */
export interface OpeningFrame {
  event: PublishableEvent;
  data: string;
}

/**
 * Lets a module follow the events this instance relays and give a newly opened stream frames of
 * its own (decision 0019: the text so far of a reply in progress).
 */
export interface StreamObserver {
  /**
   * Every event message this instance receives from the bus, before it goes to the member's
   * connections here (synchronously, in bus order). Must not throw.
   */
  onMessage(
    memberId: number,
    event: PublishableEvent,
    data: string,
    tag: StreamTag | undefined,
  ): void;
  /**
   * Called when a connection of the member registers (the same synchronous step from which it
   * receives every later message). The returned function, if any, runs once the connection has
   * sent `connected` and its replay, right before the messages queued since registration; the
   * frames it returns are written to that connection only.
   */
  openingFrames(memberId: number): (() => OpeningFrame[]) | null;
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
  /** Registers an observer of relayed events and opening frames; returns a function to remove it. */
  observe(observer: StreamObserver): () => void;
}

/** Events relayed without an id or persistence unless the publisher asks otherwise. */
export const TRANSIENT_BY_DEFAULT: ReadonlySet<SseEventName> = new Set(['chat_response']);
