import { reportError } from '../errors';
import { RealtimeHub } from './hub';
import { subscribeCoupleStatusOn, type CoupleStatusEvent } from './couple-status';

export { RealtimeHub } from './hub';
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
  parseCoupleConnected,
  parseCoupleDisconnected,
  subscribeCoupleStatusOn,
  type CoupleStatusEvent,
} from './couple-status';

/** The app's live stream (SPEC 4.7, 7.2). The client code loads on the first `start()`. */
export const realtime = new RealtimeHub(
  () => import('./connection').then(({ createAppStream }) => createAppStream()),
  (error, where) => reportError(error, { source: 'global', component: `realtime ${where}` }),
);

/** The couple-status channel (SPEC 7.2) of the app's stream. */
export function subscribeCoupleStatus(
  listener: (event: CoupleStatusEvent) => void,
  hub: RealtimeHub = realtime,
): () => void {
  return subscribeCoupleStatusOn(hub, listener);
}
