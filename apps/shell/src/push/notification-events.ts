import * as Notifications from 'expo-notifications';

/**
 * Pushes while the shell runs (decision 0071): one received in the foreground shows no system
 * banner and goes to the page as `pushReceived` (the page shows its own); a tapped one opens
 * its screen, the contract's `PushPayload.link`.
 */

/** The app path a push opens (`PushPayload.link`), when its data has a usable one. */
export function pushLink(data: unknown): string | null {
  const link = (data as { link?: unknown } | null)?.link;
  return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

/** While the app is open the page decides what to show (its in-app banner). */
export function handleForegroundPushes(): void {
  Notifications.setNotificationHandler({
    handleNotification: () =>
      Promise.resolve({
        shouldShowBanner: false,
        shouldShowList: true,
        shouldPlaySound: false,
        shouldSetBadge: false,
      }),
  });
}

export interface PushListeners {
  /** A push arrived with the app in the foreground: its data, for the page. */
  onForeground(data: unknown): void;
  /** A notification was tapped: the app path to open. */
  onOpen(link: string): void;
}

/** Starts listening; returns the link of the notification that launched the app, if any. */
export function listenForPushes(listeners: PushListeners): {
  launchLink: string | null;
  stop(): void;
} {
  const received = Notifications.addNotificationReceivedListener((notification) => {
    listeners.onForeground(notification.request.content.data);
  });
  const opened = Notifications.addNotificationResponseReceivedListener((response) => {
    const link = pushLink(response.notification.request.content.data);
    if (link) listeners.onOpen(link);
  });
  const last = Notifications.getLastNotificationResponse();
  return {
    launchLink: last ? pushLink(last.notification.request.content.data) : null,
    stop() {
      received.remove();
      opened.remove();
    },
  };
}
