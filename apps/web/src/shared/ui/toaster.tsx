import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadSonner, subscribeToasterWanted, toasterWanted } from './toast';

const ToasterOutlet = lazy(async () => {
  await loadSonner();
  return import('./toaster-outlet');
});

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
