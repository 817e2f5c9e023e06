import { createElement } from 'react';
import type * as Sonner from 'sonner';
import { lazyModule } from '../lib/lazy-module';

/** Toast duration of SPEC 9. */
export const TOAST_DURATION_MS = 2000;

type SonnerModule = typeof Sonner;

/** sonner loads on demand (with the first toast), outside the initial bundle; offline, again. */
export const loadSonner: () => Promise<SonnerModule> = lazyModule(() => import('sonner'));
const loadPill = lazyModule(() => import('./toast-pill'));

/*
 * The outlet (and sonner with it) mounts with the first toast, so no first screen pays for it
 * (decision 0008). sonner drops toasts sent before its <Toaster /> mounts, so a toast waits for
 * the outlet's mount.
 */
let wanted = false;
const listeners = new Set<() => void>();
let outletMounted: (() => void) | null = null;
const mounted = new Promise<void>((resolve) => {
  outletMounted = resolve;
});

/** Whether a toast has been asked for (then `<AppToaster />` mounts the outlet). */
export function toasterWanted(): boolean {
  return wanted;
}

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The outlet's code could not load (offline): no outlet for now, and the next toast tries again.
 * A toast is dropped, never the screen it was shown on (issue 24).
 */
export function toasterFailed(): void {
  if (!wanted) return;
  wanted = false;
  for (const listener of listeners) listener();
}

/** Called by the outlet once sonner's `<Toaster />` is mounted. */
export function markOutletMounted(): void {
  outletMounted?.();
}

function show(kind: 'success' | 'error', message: string): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  Promise.all([loadSonner(), loadPill(), mounted])
    .then(([{ toast: sonnerToast }, { ToastPill }]) => {
      // At most one visible: a new toast replaces the current one.
      sonnerToast.dismiss();
      sonnerToast.custom(() => createElement(ToastPill, { kind, message }), {
        duration: TOAST_DURATION_MS,
      });
    })
    .catch((error: unknown) => {
      console.error('Failed to show toast', error);
    });
}

/** SPEC 8.3 / 9 toasts: one at a time, 2 s, no close button. Rendered by `<AppToaster />`. */
export const toast = {
  success(message: string): void {
    show('success', message);
  },
  error(message: string): void {
    show('error', message);
  },
};
