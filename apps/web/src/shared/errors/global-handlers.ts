import { reportError } from './report-error';

let installed = false;

/** window `error` and `unhandledrejection` → reports with source `global`. */
export function installGlobalErrorHandlers(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => {
    reportError(event.error ?? event.message, { source: 'global' });
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportError(event.reason, { source: 'global' });
  });
}
