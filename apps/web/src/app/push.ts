import type { AuthController } from '@/features/auth';
import { pushRegistration } from '@/features/notification';

/** What the service worker posts when its notification is tapped while a window is open. */
interface OpenLinkMessage {
  type: 'dama:open-link';
  link: string;
}

function isOpenLink(data: unknown): data is OpenLinkMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'dama:open-link' &&
    typeof (data as { link?: unknown }).link === 'string' &&
    (data as { link: string }).link.startsWith('/')
  );
}

/**
 * Push on this device (decision 0062): registered after each sign-in when the browser or the
 * phone already allows it (the settings screen asks otherwise), forgotten before a logout or
 * after a withdrawal, and a tapped browser notification opens its link in the open window.
 */
export function bindPush(
  auth: Pick<AuthController, 'getStatus' | 'subscribe' | 'addSignOutTask'>,
  openLink: (link: string) => void,
): () => void {
  let signedIn = false;
  const sync = () => {
    const now = auth.getStatus() === 'authenticated';
    if (now && !signedIn) void pushRegistration.sync();
    signedIn = now;
  };
  const onMessage = (event: MessageEvent) => {
    if (isOpenLink(event.data)) openLink(event.data.link);
  };
  const unsubscribers = [
    auth.subscribe(sync),
    auth.addSignOutTask((reason) => pushRegistration.forget({ sessionAlive: reason === 'logout' })),
  ];
  if ('serviceWorker' in navigator) navigator.serviceWorker.addEventListener('message', onMessage);
  sync();
  return () => {
    unsubscribers.forEach((stop) => stop());
    if ('serviceWorker' in navigator)
      navigator.serviceWorker.removeEventListener('message', onMessage);
  };
}
