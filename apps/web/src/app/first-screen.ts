import type { AuthStatus } from '@/shared/auth';
import type { AppRouter } from './router';

/** What the first screen needs to know of the auth controller. */
export interface StartupAuth {
  getStatus(): AuthStatus;
  subscribe(listener: () => void): () => void;
}

/** Whether the first screen has loaded, for `useSyncExternalStore`. */
export interface FirstScreen {
  isReady(): boolean;
  subscribe(listener: () => void): () => void;
}

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
export function loadFirstScreen(auth: StartupAuth, router: AppRouter): FirstScreen {
  let ready = false;
  const listeners = new Set<() => void>();
  void whenResolved(auth)
    .then(() => router.load())
    // A failed load is the router's to show once mounted (its error screen); start-up goes on.
    .catch(() => undefined)
    .finally(() => {
      router.update({ ...router.options, defaultViewTransition: true });
      ready = true;
      for (const listener of listeners) listener();
    });
  return {
    isReady: () => ready,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
