import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { loadSonner, subscribeToasterWanted, toasterFailed, toasterWanted } from './toast';

/** Renders nothing and gives the outlet up for now (its code did not load). */
function NoOutlet() {
  useEffect(toasterFailed, []);
  return null;
}

/**
 * The outlet's code, loaded with the first toast. A load that fails (offline) renders nothing
 * instead of throwing to the screen's error boundary, and the next toast loads it afresh.
 */
function lazyOutlet() {
  return lazy(async (): Promise<{ default: ComponentType }> => {
    try {
      await loadSonner();
      return await import('./toaster-outlet');
    } catch {
      ToasterOutlet = lazyOutlet();
      return { default: NoOutlet };
    }
  });
}

let ToasterOutlet = lazyOutlet();

/** Where toasts render (SPEC 9 placement); loaded with the first toast. */
export function AppToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, toasterWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterOutlet />
    </Suspense>
  );
}
