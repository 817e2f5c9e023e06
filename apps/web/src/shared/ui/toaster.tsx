import { lazy, Suspense } from 'react';
import { loadSonner } from './toast';

const ToasterOutlet = lazy(async () => {
  await loadSonner();
  return import('./toaster-outlet');
});

/** Where toasts render (SPEC 9 placement); loaded right after start-up. */
export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <ToasterOutlet />
    </Suspense>
  );
}
