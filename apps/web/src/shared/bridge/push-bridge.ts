import { PUSH_RECEIVED_EVENT, type PushPermission } from '@dama/bridge';
import { callNative, currentNativeLink, field, linkNative } from './native-link';

export { PUSH_RECEIVED_EVENT, type PushPermission };

/**
 * Extension of SPEC 7.3 (issue 25, decision 0062): `getPushToken` answers the device's Expo push
 * token, or null when the OS does not allow notifications (or the shell cannot have a token).
 * With `prompt`, a shell whose member was never asked asks the OS first. Older shells without
 * the method answer as a browser does: no token.
 */
export interface PushTokenResult {
  token: string | null;
  /** What the OS said, when the shell tells (older shells may not). */
  permission?: PushPermission;
}

/**
 * A push the shell received while the app was in the foreground (the shell shows no system
 * notification then; the page decides): the contract's PushPayload, read by the receiver.
 */
export type ForegroundPushListener = (data: unknown) => void;

/** The bridge's push methods (decision 0062), part of `Bridge`. */
export interface PushBridge {
  getPushToken: (options?: { prompt?: boolean }) => Promise<PushTokenResult>;
  /** Foreground pushes handed to the page by the shell; returns the unsubscribe function. */
  onPushReceived: (listener: ForegroundPushListener) => () => void;
}

/** Inside the app shell. */
export const nativePushBridge: PushBridge = {
  async getPushToken(options) {
    await linkNative();
    // A shell from before the extension has no such method: no push on that device.
    if (!currentNativeLink()?.isNativeMethodAvailable('getPushToken')) return { token: null };
    const value = await callNative('getPushToken', { prompt: options?.prompt === true });
    const token = typeof value === 'string' ? value : field(value, 'token');
    const permission = field(value, 'permission');
    return {
      token: typeof token === 'string' && token.length > 0 ? token : null,
      ...(permission === 'granted' || permission === 'denied' || permission === 'undetermined'
        ? { permission }
        : {}),
    };
  },
  onPushReceived(listener) {
    let unsubscribe: (() => void) | null = null;
    let active = true;
    void linkNative()
      .then(() => {
        const link = currentNativeLink();
        if (active && link) unsubscribe = link.addEventListener(PUSH_RECEIVED_EVENT, listener);
      })
      .catch(() => undefined);
    return () => {
      active = false;
      unsubscribe?.();
    };
  },
};

/** In a browser. */
export const browserPushBridge: PushBridge = {
  getPushToken() {
    // A browser receives pushes through its service worker (Web Push), not a shell token.
    return Promise.resolve({ token: null });
  },
  onPushReceived() {
    return () => undefined;
  },
};
