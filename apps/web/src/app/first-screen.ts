import { discardEarlyReads } from '@/shared/api/early-reads';
import type { AuthStatus } from '@/features/auth';
import type { AnyRouter } from '@tanstack/react-router';

/** What the first screen needs of the router (the app's, `router.tsx`). */
export type StartupRouter = Pick<AnyRouter, 'load' | 'update' | 'options'>;

/** What the first screen needs to know of the auth controller. */
export interface StartupAuth {
  getStatus(): AuthStatus;
  subscribe(listener: () => void): () => void;
}

/** Start-up's two steps, for `useSyncExternalStore`. */
export interface FirstScreen {
  /** The first route has loaded: it can be mounted. */
  isReady(): boolean;
  /**
   * The first screen has painted: work it does not show (the live stream, the couple events, the
   * web font) starts now, so it neither holds that paint back nor competes with it for the network.
   */
  isPainted(): boolean;
  /** Called by the app once the screen's first frame is out. */
  markPainted(): void;
  subscribe(listener: () => void): () => void;
}

/** For what renders outside the app's start-up (tests, the device preview): painted already. */
export const PAINTED_FIRST_SCREEN: FirstScreen = {
  isReady: () => true,
  isPainted: () => true,
  markPainted: () => undefined,
  subscribe: () => () => undefined,
};

function whenResolved(auth: StartupAuth): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe: (() => void) | null = null;
    const check = () => {
      if (auth.getStatus() === 'resolving') return;
      unsubscribe?.();
      resolve();
    };
    unsubscribe = auth.subscribe(check);
    check();
  });
}

/**
 * Start-up (decision 0030): once the login state is known, the router loads the first screen
 * (guard, route chunks, loaders) before it is mounted, so the start-up skeleton gives way to that
 * screen directly instead of to an empty page while its chunks and data load. The first screen
 * comes without a page transition (there is no screen to move from, and the transition would
 * hide it for its first 200 ms); screens after it get them (router.tsx).
 */
export function loadFirstScreen(auth: StartupAuth, router: StartupRouter): FirstScreen {
  let ready = false;
  let painted = false;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  void whenResolved(auth)
    .then(() => router.load())
    // A failed load is the router's to show once mounted (its error screen); start-up goes on.
    .catch(() => undefined)
    .finally(() => {
      // Early reads index.html started that the first screen did not take are not used later.
      discardEarlyReads();
      router.update({ ...router.options, defaultViewTransition: true });
      ready = true;
      notify();
    });
  return {
    isReady: () => ready,
    isPainted: () => painted,
    markPainted: () => {
      if (painted || !ready) return;
      painted = true;
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Runs `task` once the next frame has painted (a task queued from that frame's callback). */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
