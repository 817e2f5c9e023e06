import type { AuthController } from '@/features/auth';
import { realtime, type RealtimeHub } from '@/shared/realtime';

/**
 * SPEC 4.7: the live stream runs only while the member is authenticated and closes on logout.
 * The stream never retries a 401 by itself; the app makes the manual reconnect (which first asks
 * the shell for a new token) once per 401, and again when the page comes back to the foreground
 * or the device comes back online while the stream is down, without waiting out a back-off.
 * Going offline drops the stream at once (a dead connection can stay silent until the heartbeat
 * time-out) and stops the retries that could only fail; the reconnect then resumes from the last
 * event id, so the events missed meanwhile arrive.
 */
export function bindRealtime(
  auth: Pick<AuthController, 'getStatus' | 'subscribe'>,
  hub: RealtimeHub = realtime,
): () => void {
  let reconnectedAfter401 = false;

  const sync = () => {
    if (auth.getStatus() === 'authenticated') hub.start();
    else hub.stop();
  };

  const reconnectIfDown = () => {
    if (!hub.running || hub.getState() !== 'CLOSED' || !navigator.onLine) return;
    void hub.reconnect();
  };

  const onOffline = () => hub.suspend();

  const onVisibility = () => {
    if (document.visibilityState === 'visible') reconnectIfDown();
  };

  const unsubscribers = [
    auth.subscribe(sync),
    hub.onError((error) => {
      if (error.kind !== 'unauthorized' || reconnectedAfter401) return;
      reconnectedAfter401 = true;
      void hub.reconnect();
    }),
    hub.onStateChange((state) => {
      if (state === 'OPEN') reconnectedAfter401 = false;
    }),
  ];
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', reconnectIfDown);
  window.addEventListener('offline', onOffline);
  sync();

  return () => {
    unsubscribers.forEach((unsubscribe) => unsubscribe());
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('online', reconnectIfDown);
    window.removeEventListener('offline', onOffline);
    hub.stop();
  };
}
