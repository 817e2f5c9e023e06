import { realtime } from './app-hub';
import type { RealtimeHub } from './hub';
import { subscribeCoupleStatusOn, type CoupleStatusEvent } from './couple-status';

export { realtime } from './app-hub';
export { RealtimeHub, type StreamRuntime } from './hub';
export type { StreamError, StreamErrorKind, StreamMessage, StreamState } from './event-stream';
export {
  HEARTBEAT_TIMEOUT_MS,
  RECONNECT_DELAYS_MS,
  RECONNECT_JITTER_RATIO,
  STREAM_TOKEN_MISSING,
  STREAM_UNAUTHORIZED,
} from './constants';
export {
  COUPLE_STATUS_CHANNEL,
  subscribeCoupleStatusOn,
  type CoupleStatusEvent,
} from './couple-status';
export { useStreamEvent, type StreamEventOptions } from './use-stream-event';

/** The couple-status channel (SPEC 7.2) of the app's stream. */
export function subscribeCoupleStatus(
  listener: (event: CoupleStatusEvent) => void,
  hub: RealtimeHub = realtime,
): () => void {
  return subscribeCoupleStatusOn(hub, listener);
}
