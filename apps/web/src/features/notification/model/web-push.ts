import type { BrowserPush } from './push-registration';

/** The service worker's address and scope: the whole app (served by the server from the build). */
export const SERVICE_WORKER_URL = '/sw.js';

/** base64url → bytes (the Push API's `applicationServerKey`). */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(key: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!key) return false;
  const have = new Uint8Array(key);
  return have.length === wanted.length && have.every((byte, i) => byte === wanted[i]);
}

/** The browser's Web Push: the service worker at the app's root and its push subscription. */
export const browserPush: BrowserPush = {
  supported: () =>
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    typeof Notification !== 'undefined',
  permission: () => Notification.permission,
  requestPermission: () => Notification.requestPermission(),
  async subscribe(publicKey) {
    await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const key = base64UrlToBytes(publicKey);
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made for another key (the server's keys changed) cannot be used.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    return subscription.toJSON();
  },
  async unsubscribe() {
    const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_URL);
    const subscription = await registration?.pushManager.getSubscription();
    await subscription?.unsubscribe();
  },
};
