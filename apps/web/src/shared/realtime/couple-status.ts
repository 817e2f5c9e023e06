import type { RealtimeHub } from './hub';
import type { StreamError, StreamMessage } from './event-stream';

/** SPEC 7.2 / 9: the couple-status channel, carried by the live stream. */
export const COUPLE_STATUS_CHANNEL = 'couple-status';

/** The channel's three events (SPEC 7.2): connected, disconnected and error. */
export type CoupleStatusEvent =
  | { type: 'connected'; notificationId: number; coupleId: number; partnerNickname: string | null }
  | { type: 'disconnected'; notificationId: number; coupleId: number }
  | { type: 'error'; error: Error };

function isInt(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function parseObject(data: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(data);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** `couple_connected` data: `{ coupleId, notificationId, partnerNickname }` (CONTRACT 5). */
export function parseCoupleConnected(
  data: string,
): Extract<CoupleStatusEvent, { type: 'connected' }> | null {
  const value = parseObject(data);
  if (!value || !isInt(value.coupleId) || !isInt(value.notificationId)) return null;
  const nickname = value.partnerNickname;
  if (nickname !== null && nickname !== undefined && typeof nickname !== 'string') return null;
  return {
    type: 'connected',
    coupleId: value.coupleId,
    notificationId: value.notificationId,
    partnerNickname: nickname ?? null,
  };
}

/** `couple_disconnected` data: `{ coupleId, notificationId }` (CONTRACT 5). */
export function parseCoupleDisconnected(
  data: string,
): Extract<CoupleStatusEvent, { type: 'disconnected' }> | null {
  const value = parseObject(data);
  if (!value || !isInt(value.coupleId) || !isInt(value.notificationId)) return null;
  return { type: 'disconnected', coupleId: value.coupleId, notificationId: value.notificationId };
}

function malformed(message: StreamMessage): Error {
  return new Error(`Malformed ${message.event} event on ${COUPLE_STATUS_CHANNEL}`);
}

/** Subscribes to the couple-status channel of `hub`; returns the unsubscribe function. */
export function subscribeCoupleStatusOn(
  hub: RealtimeHub,
  listener: (event: CoupleStatusEvent) => void,
): () => void {
  const unsubscribers = [
    hub.onEvent('couple_connected', (message) => {
      listener(parseCoupleConnected(message.data) ?? { type: 'error', error: malformed(message) });
    }),
    hub.onEvent('couple_disconnected', (message) => {
      listener(
        parseCoupleDisconnected(message.data) ?? { type: 'error', error: malformed(message) },
      );
    }),
    hub.onError((error: StreamError) => listener({ type: 'error', error })),
  ];
  return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
}
