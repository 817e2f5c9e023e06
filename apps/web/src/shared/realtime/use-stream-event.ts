import { useEffect, useEffectEvent } from 'react';
import type { SseEventName, SsePayload } from '@dama/contract';
import { realtime } from './app-hub';
import type { RealtimeHub } from './hub';

export interface StreamEventOptions {
  /** A payload that does not match the contract (default: reported as an error). */
  onMalformed?: (error: Error) => void;
  hub?: RealtimeHub;
}

/**
 * Subscribes a component to one live-stream event while it is mounted, e.g.
 * `useStreamEvent('chat_response', (chunk) => …)`: the handler gets the payload typed and read
 * with the contract's schema, and always sees the component's latest props and state.
 */
export function useStreamEvent<E extends SseEventName>(
  event: E,
  handler: (payload: SsePayload<E>) => void,
  { onMalformed, hub = realtime }: StreamEventOptions = {},
): void {
  const onPayload = useEffectEvent(handler);
  const onError = useEffectEvent((error: Error) => onMalformed?.(error));
  const ownErrors = onMalformed !== undefined;
  useEffect(
    () =>
      hub.on(
        event,
        (payload) => onPayload(payload),
        // Without its own, the hub's default reports the error.
        ownErrors ? (error) => onError(error) : undefined,
      ),
    [event, hub, ownErrors],
  );
}
