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
export { useStreamEvent, type StreamEventOptions } from './use-stream-event';
