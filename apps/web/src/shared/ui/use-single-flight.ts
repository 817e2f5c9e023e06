import { useCallback, useLayoutEffect, useRef, useState } from 'react';

export interface SingleFlight<A extends unknown[]> {
  /** Runs the action unless a run is still under way; then the call is ignored. */
  run: (...args: A) => Promise<void>;
  /** Whether a run is under way (for the button's spinner and disabled state). */
  pending: boolean;
  /** Whether a run is under way right now, before any re-render (for handlers). */
  isRunning: () => boolean;
}

/**
 * One submit per tap sequence (issue 24): `run` starts `action` only when no earlier run is still
 * under way, so a double tap, a tap and an Enter, or a tap while the request is out do nothing
 * more. The guard is a ref, set in the same event as the first tap, so it holds before React (or
 * a mutation's `isPending`, which is notified a task later) has re-rendered the button disabled.
 * The run ends when the action's promise settles (an error is the action's own to handle; it is
 * rethrown).
 */
export function useSingleFlight<A extends unknown[]>(
  action: (...args: A) => unknown,
): SingleFlight<A> {
  const running = useRef(false);
  const latest = useRef(action);
  const [pending, setPending] = useState(false);
  useLayoutEffect(() => {
    latest.current = action;
  });
  const run = useCallback(async (...args: A) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await latest.current(...args);
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);
  const isRunning = useCallback(() => running.current, []);
  return { run, pending, isRunning };
}
