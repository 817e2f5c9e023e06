import type { CoupleConnectedEvent, CoupleDisconnectedEvent } from '@dama/contract';
import type { RealtimeHub } from './hub';

/** SPEC 7.2 / 9: the couple-status channel, carried by the live stream. */
export const COUPLE_STATUS_CHANNEL = 'couple-status';

/** The channel's three events (SPEC 7.2): connected, disconnected and error. */
export type CoupleStatusEvent =
  | ({ type: 'connected' } & CoupleConnectedEvent)
  | ({ type: 'disconnected' } & CoupleDisconnectedEvent)
  | { type: 'error'; error: Error };

/**
 * Subscribes to the couple-status channel of `hub`: the two couple events with their payloads
 * read by the contract; a malformed payload and the stream's own errors are its error event.
 * Returns the unsubscribe function.
 */
export function subscribeCoupleStatusOn(
  hub: RealtimeHub,
  listener: (event: CoupleStatusEvent) => void,
): () => void {
  const onError = (error: Error) => listener({ type: 'error', error });
  const unsubscribers = [
    hub.on('couple_connected', (payload) => listener({ type: 'connected', ...payload }), onError),
    hub.on(
      'couple_disconnected',
      (payload) => listener({ type: 'disconnected', ...payload }),
      onError,
    ),
    hub.onError(onError),
  ];
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}
