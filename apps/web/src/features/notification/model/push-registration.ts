import type { PushDeviceBody } from '@dama/contract';
import type { Bridge, PushPermission } from '@/shared/bridge';

/**
 * Whether this device gets pushes (decision 0062), as the settings screen says it:
 * - `on`: registered with the server;
 * - `off`: not asked yet (a tap on 알림 받기 asks);
 * - `blocked`: the browser or the phone said no (only its settings can change that);
 * - `unsupported`: a browser without service workers or the Push API (the centre still works);
 * - `failed`: allowed, but the subscription or the registration failed (a tap tries again);
 * - `unknown`: not looked at yet.
 */
export type PushState =
  | { status: 'unknown' }
  | { status: 'on' }
  | { status: 'off' }
  | { status: 'blocked' }
  | { status: 'unsupported' }
  | { status: 'failed' };

/** Where pushes come from on this device: the shell's Expo token, or the browser's Web Push. */
export type PushChannel = 'shell' | 'browser';

/** The browser side: a service worker's Push API subscription (model/web-push.ts). */
export interface BrowserPush {
  supported(): boolean;
  permission(): NotificationPermission;
  requestPermission(): Promise<NotificationPermission>;
  /** The subscription for `publicKey` (made when there is none, or one for another key). */
  subscribe(publicKey: string): Promise<PushSubscriptionJSON>;
  /** Drops the subscription, if any. */
  unsubscribe(): Promise<void>;
}

export interface PushRegistrationDeps {
  channel: () => PushChannel;
  bridge: Pick<Bridge, 'getPushToken'>;
  browser: BrowserPush;
  getWebPushKey: () => Promise<string>;
  register: (body: PushDeviceBody) => Promise<number>;
  remove: (deviceId: number) => Promise<void>;
  onError?: (error: unknown, where: string) => void;
}

function fromPermission(
  permission: NotificationPermission | PushPermission | undefined,
): PushState {
  if (permission === 'denied') return { status: 'blocked' };
  return { status: 'off' };
}

/** A Push API subscription as the contract's body (null when a key is missing). */
export function webPushBody(subscription: PushSubscriptionJSON): PushDeviceBody | null {
  const { endpoint, keys } = subscription;
  if (!endpoint || !keys?.p256dh || !keys.auth) return null;
  return {
    kind: 'WEB_PUSH',
    subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  };
}

/**
 * This device's push registration, one per app: `sync()` after sign-in (registers when pushes
 * are already allowed, asks nothing), `enable()` from the settings (asks the browser or the
 * shell), `forget()` before sign-out (DELETE the device, drop the browser's subscription).
 * The state is observable for the settings screen.
 */
export class PushRegistration {
  private state: PushState = { status: 'unknown' };
  private deviceId: number | null = null;
  private running: Promise<PushState> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: PushRegistrationDeps) {}

  getState = (): PushState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** After sign-in: registers this device if pushes are allowed; never asks. */
  sync(): Promise<PushState> {
    return this.once(() => this.run(false));
  }

  /** The member asked for pushes: asks the browser or the shell when it has not been asked. */
  enable(): Promise<PushState> {
    return this.once(() => this.run(true));
  }

  /** Before sign-out: the server forgets this device, the browser drops its subscription. */
  async forget(options: { sessionAlive: boolean }): Promise<void> {
    const deviceId = this.deviceId;
    this.deviceId = null;
    if (deviceId !== null && options.sessionAlive) {
      await this.deps
        .remove(deviceId)
        .catch((error: unknown) => this.deps.onError?.(error, 'remove'));
    }
    if (this.deps.channel() === 'browser' && this.deps.browser.supported()) {
      await this.deps.browser
        .unsubscribe()
        .catch((error: unknown) => this.deps.onError?.(error, 'unsubscribe'));
    }
    this.set({ status: 'unknown' });
  }

  private once(task: () => Promise<PushState>): Promise<PushState> {
    this.running ??= task()
      .then((state) => {
        this.set(state);
        return state;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async run(prompt: boolean): Promise<PushState> {
    try {
      const body = await (this.deps.channel() === 'shell'
        ? this.shellBody(prompt)
        : this.browserBody(prompt));
      if (!('kind' in body)) return body;
      this.deviceId = await this.deps.register(body);
      return { status: 'on' };
    } catch (error) {
      this.deps.onError?.(error, prompt ? 'enable' : 'sync');
      return { status: 'failed' };
    }
  }

  private async shellBody(prompt: boolean): Promise<PushDeviceBody | PushState> {
    const { token, permission } = await this.deps.bridge.getPushToken({ prompt });
    if (!token) return fromPermission(permission);
    return { kind: 'EXPO', token };
  }

  private async browserBody(prompt: boolean): Promise<PushDeviceBody | PushState> {
    const { browser } = this.deps;
    if (!browser.supported()) return { status: 'unsupported' };
    let permission = browser.permission();
    if (permission === 'default' && prompt) permission = await browser.requestPermission();
    if (permission !== 'granted') return fromPermission(permission);
    const subscription = await browser.subscribe(await this.deps.getWebPushKey());
    const body = webPushBody(subscription);
    if (!body) throw new Error('The push subscription has no keys.');
    return body;
  }

  private set(state: PushState): void {
    if (state.status === this.state.status) return;
    this.state = state;
    this.listeners.forEach((listener) => listener());
  }
}
