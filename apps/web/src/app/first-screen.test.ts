import { describe, expect, it, vi } from 'vitest';
import type { AuthStatus } from '@/features/auth';
import { loadFirstScreen, type StartupRouter } from './first-screen';

function fakeAuth(status: AuthStatus = 'resolving') {
  const listeners = new Set<() => void>();
  return {
    status,
    getStatus() {
      return this.status;
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    resolve(next: AuthStatus) {
      this.status = next;
      listeners.forEach((listener) => listener());
    },
  };
}

function fakeRouter(load: () => Promise<void> = () => Promise.resolve()) {
  const router = {
    options: { defaultViewTransition: false },
    load: vi.fn(load),
    update: vi.fn((options: { defaultViewTransition: boolean }) => {
      router.options = { ...router.options, ...options };
    }),
  };
  return router;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loadFirstScreen (decision 0030)', () => {
  it('loads the first route once the login state is known, then is ready', async () => {
    const auth = fakeAuth();
    let finishLoad: () => void = () => undefined;
    const router = fakeRouter(() => new Promise<void>((resolve) => (finishLoad = resolve)));
    const screen = loadFirstScreen(auth, router as unknown as StartupRouter);
    const ready = vi.fn();
    screen.subscribe(ready);

    await settle();
    expect(router.load).not.toHaveBeenCalled();
    auth.resolve('authenticated');
    await settle();
    expect(router.load).toHaveBeenCalledTimes(1);
    expect(screen.isReady()).toBe(false);

    finishLoad();
    await settle();
    expect(screen.isReady()).toBe(true);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('gives the first screen no page transition and the screens after it one', async () => {
    const auth = fakeAuth('unauthenticated');
    let transitionDuringLoad: boolean | undefined;
    const router = fakeRouter(() => {
      transitionDuringLoad = router.options.defaultViewTransition;
      return Promise.resolve();
    });
    loadFirstScreen(auth, router as unknown as StartupRouter);
    await settle();
    expect(transitionDuringLoad).toBe(false);
    expect(router.options.defaultViewTransition).toBe(true);
  });

  it('is ready even when the load fails (the router shows its error screen)', async () => {
    const router = fakeRouter(() => Promise.reject(new Error('chunk failed')));
    const screen = loadFirstScreen(fakeAuth('authenticated'), router as unknown as StartupRouter);
    await settle();
    expect(screen.isReady()).toBe(true);
  });
});

describe('the first paint (decision 0030)', () => {
  it('is marked only once the screen is ready, once, and tells the subscribers', async () => {
    const auth = fakeAuth();
    const screen = loadFirstScreen(auth, fakeRouter() as unknown as StartupRouter);
    const heard = vi.fn();
    screen.subscribe(heard);

    screen.markPainted(); // not ready yet: nothing has been shown
    expect(screen.isPainted()).toBe(false);
    auth.resolve('authenticated');
    await settle();
    expect(screen.isReady()).toBe(true);
    expect(screen.isPainted()).toBe(false);

    screen.markPainted();
    screen.markPainted();
    expect(screen.isPainted()).toBe(true);
    expect(heard).toHaveBeenCalledTimes(2); // ready, then painted
  });

  it('drops the early reads nobody took once the first screen has loaded', async () => {
    window.__damaEarlyReads = { token: 't', reads: { getPartner: Promise.resolve(null) } };
    loadFirstScreen(fakeAuth('authenticated'), fakeRouter() as unknown as StartupRouter);
    await settle();
    expect(window.__damaEarlyReads).toBeUndefined();
  });
});
