// The app's service worker, served at /sw.js with the whole origin as its scope (decision 0062):
// Web Push only. It caches nothing (the app's files are the server's to serve), so it never
// holds a stale app.
import { pickWindow, readPushData, shouldShowPush, type PushData } from './push-decision';

// The worker's own globals, typed here: the app's TypeScript program has the DOM's, not the
// WebWorker library's (they cannot be in one program).
interface WorkerClient {
  url: string;
  focused: boolean;
  visibilityState: DocumentVisibilityState;
  focus(): Promise<WorkerClient>;
  postMessage(message: unknown): void;
}
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationClickEvent extends ExtendableEvent {
  notification: { data: unknown; close(): void };
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WorkerClient[]>;
    openWindow(url: string): Promise<WorkerClient | null>;
    claim(): Promise<void>;
  };
  registration: {
    showNotification(
      title: string,
      options: NotificationOptions & { renotify?: boolean },
    ): Promise<void>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationClickEvent) => void,
  ): void;
}

const worker = self as unknown as WorkerScope;

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) => event.waitUntil(worker.clients.claim()));

function windows(): Promise<WorkerClient[]> {
  return worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

async function show(data: PushData): Promise<void> {
  if (!shouldShowPush(data, await windows())) return;
  await worker.registration.showNotification(data.title, {
    body: data.body,
    // One notification per centre entry, however often it is delivered.
    tag: `dama-${data.notificationId}`,
    lang: 'ko',
    icon: '/favicon.svg',
    data: { link: data.link },
  });
}

worker.addEventListener('push', (event) => {
  let json: unknown = null;
  try {
    json = event.data?.json() ?? null;
  } catch {
    json = null;
  }
  const data = readPushData(json);
  if (data) event.waitUntil(show(data));
});

async function open(link: string): Promise<void> {
  const target = pickWindow(await windows());
  if (target) {
    // The app opens the link itself (its router, no reload): see app/push.ts.
    target.postMessage({ type: 'dama:open-link', link });
    await target.focus();
    return;
  }
  await worker.clients.openWindow(new URL(link, worker.location.origin).href);
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data: unknown = event.notification.data;
  const link =
    typeof data === 'object' &&
    data !== null &&
    typeof (data as { link?: unknown }).link === 'string'
      ? (data as { link: string }).link
      : '/';
  event.waitUntil(open(link.startsWith('/') && !link.startsWith('//') ? link : '/'));
});
