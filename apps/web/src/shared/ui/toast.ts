import { createElement } from 'react';
import type * as Sonner from 'sonner';
import type * as Pill from './toast-pill';

/** Toast duration of SPEC 9. */
export const TOAST_DURATION_MS = 2000;

type SonnerModule = typeof Sonner;
let sonner: Promise<SonnerModule> | null = null;
let pill: Promise<typeof Pill> | null = null;

/** sonner loads on demand (with `<AppToaster />`), outside the initial bundle. */
export function loadSonner(): Promise<SonnerModule> {
  sonner ??= import('sonner');
  return sonner;
}

function show(kind: 'success' | 'error', message: string): void {
  pill ??= import('./toast-pill');
  Promise.all([loadSonner(), pill])
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
