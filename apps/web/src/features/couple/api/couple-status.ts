// SPEC 7.2 / 9: the couple-status channel, carried by the live stream, and the couple
// notifications it brings (shown by the notification host of couple-events-host.tsx).
import type { CoupleConnectedEvent, CoupleDisconnectedEvent } from '@dama/contract';
import type { LiveNotifications } from '@/features/notification';
import { realtime, type RealtimeHub } from '@/shared/realtime';

/** SPEC 7.2 / 9: the channel's name. */
export const COUPLE_STATUS_CHANNEL = 'couple-status';

/** The channel's three events (SPEC 7.2): connected, disconnected and error. */
export type CoupleStatusEvent =
  | ({ type: 'connected' } & CoupleConnectedEvent)
  | ({ type: 'disconnected' } & CoupleDisconnectedEvent)
  | { type: 'error'; error: Error };

/**
 * Subscribes to the couple-status channel of `hub` (the app's stream by default): the two couple
 * events with their payloads read by the contract; a malformed payload and the stream's own
 * errors are its error event. Returns the unsubscribe function.
 */
export function subscribeCoupleStatus(
  listener: (event: CoupleStatusEvent) => void,
  hub: RealtimeHub = realtime,
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

/**
 * The channel as the notification host's live source: each event a notification by its id.
 * Errors are left out: the stream reconnects on its own (or the app does after a 401), and the
 * pending list read on the next open brings whatever was missed.
 */
export const coupleStatusNotifications: LiveNotifications = (receive, hub) =>
  subscribeCoupleStatus((event) => {
    if (event.type === 'connected') {
      receive({
        id: event.notificationId,
        type: 'COUPLE_CONNECTED',
        partnerNickname: event.partnerNickname,
      });
    } else if (event.type === 'disconnected') {
      receive({
        id: event.notificationId,
        type: 'COUPLE_DISCONNECTED',
        partnerNickname: null,
        ...(event.reason ? { reason: event.reason } : {}),
      });
    }
  }, hub);
