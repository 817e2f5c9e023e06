import type { linkBridge } from '@webview-bridge/web';
import { isInNativeApp } from './environment';
import { readStorage, StorageKey, writeStorage } from './storage-keys';

/** SPEC 7.3 / 9: every shell call times out after 20 000 ms and throws on error. */
export const BRIDGE_TIMEOUT_MS = 20_000;

export const WEB_SOCIAL_LOGIN_UNSUPPORTED = '소셜 로그인은 웹 환경에서 지원하지 않아요.';
export const WEB_LOGOUT_UNSUPPORTED = '로그아웃은 웹 환경에서 지원하지 않아요.';

export type SocialProvider = 'kakao' | 'apple';

export interface BridgeResult {
  success: boolean;
  message?: string;
}

export interface BridgeState {
  isLoggedIn: boolean;
  keyboardHeight: number;
  isModalOpen: boolean;
}

/** The OS's answer about showing notifications for the app (Expo's permission status). */
export type PushPermission = 'granted' | 'denied' | 'undetermined';

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

/** The native event that carries a foreground push (the shell's `postMessage('pushReceived', …)`). */
export const PUSH_RECEIVED_EVENT = 'pushReceived';

/** The shell methods of SPEC 7.3, normalised. Browser fallbacks apply outside the shell. */
export interface Bridge {
  socialLogin: (provider: SocialProvider) => Promise<BridgeResult>;
  getAuthStatus: () => Promise<{ isLoggedIn: boolean }>;
  getAuthToken: () => Promise<{ accessToken: string | null }>;
  logout: (clearAll: boolean) => Promise<BridgeResult>;
  notifyTokenExpired: () => Promise<void>;
  saveChatTutorialSeen: () => Promise<void>;
  getChatTutorialSeen: () => Promise<boolean>;
  getQuestionHelp: () => Promise<boolean>;
  setQuestionHelpFalse: () => Promise<void>;
  getIntroSeen: () => Promise<boolean>;
  setIntroSeen: () => Promise<void>;
  setModalOpen: (open: boolean) => Promise<void>;
  openWebView: (url: string) => Promise<void>;
  getPushToken: (options?: { prompt?: boolean }) => Promise<PushTokenResult>;
  /** Foreground pushes handed to the page by the shell; returns the unsubscribe function. */
  onPushReceived: (listener: ForegroundPushListener) => () => void;
}

// ---------------------------------------------------------------------------------------------
// Native side: linked lazily on first use (so the device preview has injected the shell first);
// the library itself loads on demand, outside the initial bundle.

type Listener = () => void;
type NativeLink = ReturnType<typeof linkBridge>;
let nativeLink: NativeLink | null = null;
// The link is a Proxy that answers every property (even `then`), so it is never the value of a
// promise: callers get it from `nativeLink` after `linkNative()` settles.
let linking: Promise<void> | null = null;
const nativeLinkListeners = new Set<Listener>();

function linkNative(): Promise<void> {
  linking ??= import('@webview-bridge/web').then(({ linkBridge: link }) => {
    nativeLink = link({ timeout: BRIDGE_TIMEOUT_MS, throwOnError: true });
    nativeLinkListeners.forEach((listener) => listener());
  });
  return linking;
}

async function callNative(method: string, ...args: unknown[]): Promise<unknown> {
  await linkNative();
  const fn = nativeLink?.loose[method];
  if (!fn) throw new Error(`Webview bridge: ${method} is not available.`);
  return (await fn(...args)) as unknown;
}

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object'
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** A shell flag may come back as a boolean or wrapped in an object (`{ value }`, `{ seen }`…). */
function toFlag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value !== null && typeof value === 'object') {
    const first = Object.values(value as Record<string, unknown>).find(
      (v) => typeof v === 'boolean',
    );
    if (typeof first === 'boolean') return first;
  }
  return fallback;
}

function toToken(value: unknown): string | null {
  const token = typeof value === 'string' ? value : field(value, 'accessToken');
  return typeof token === 'string' && token.length > 0 ? token : null;
}

function toResult(value: unknown): BridgeResult {
  const success = field(value, 'success');
  const message = field(value, 'message');
  return {
    success: success === undefined ? value === true || value === undefined : success === true,
    ...(typeof message === 'string' ? { message } : {}),
  };
}

const nativeBridge: Bridge = {
  async socialLogin(provider) {
    return toResult(await callNative('socialLogin', provider));
  },
  async getAuthStatus() {
    const value = await callNative('getAuthStatus');
    return { isLoggedIn: toFlag(field(value, 'isLoggedIn') ?? value, false) };
  },
  async getAuthToken() {
    return { accessToken: toToken(await callNative('getAuthToken')) };
  },
  async logout(clearAll) {
    return toResult(await callNative('logout', { clearAll }));
  },
  async notifyTokenExpired() {
    await callNative('notifyTokenExpired');
  },
  async saveChatTutorialSeen() {
    await callNative('saveChatTutorialSeen');
  },
  async getChatTutorialSeen() {
    return toFlag(await callNative('getChatTutorialSeen'), false);
  },
  async getQuestionHelp() {
    return toFlag(await callNative('getQuestionHelp'), true);
  },
  async setQuestionHelpFalse() {
    await callNative('setQuestionHelpFalse');
  },
  async getIntroSeen() {
    return toFlag(await callNative('getIntroSeen'), false);
  },
  async setIntroSeen() {
    await callNative('setIntroSeen');
  },
  async setModalOpen(open) {
    await callNative('setModalOpen', open);
  },
  async openWebView(url) {
    await callNative('openWebView', url);
  },
  async getPushToken(options) {
    await linkNative();
    // A shell from before the extension has no such method: no push on that device.
    if (!nativeLink?.isNativeMethodAvailable('getPushToken')) return { token: null };
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
        if (active && nativeLink)
          unsubscribe = nativeLink.addEventListener(PUSH_RECEIVED_EVENT, listener);
      })
      .catch(() => undefined);
    return () => {
      active = false;
      unsubscribe?.();
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Browser fallbacks (SPEC 6, 7.3): local storage flags, no social login or logout.

const browserListeners = new Set<Listener>();
let browserModalOpen = false;

function notifyBrowserListeners(): void {
  browserListeners.forEach((listener) => listener());
}

const browserBridge: Bridge = {
  socialLogin() {
    return Promise.reject(new Error(WEB_SOCIAL_LOGIN_UNSUPPORTED));
  },
  getAuthStatus() {
    return Promise.resolve({ isLoggedIn: toToken(readStorage(StorageKey.accessToken)) !== null });
  },
  getAuthToken() {
    return Promise.resolve({ accessToken: toToken(readStorage(StorageKey.accessToken)) });
  },
  logout() {
    return Promise.reject(new Error(WEB_LOGOUT_UNSUPPORTED));
  },
  notifyTokenExpired() {
    // A browser has no one to ask for a new token; the caller then reads getAuthToken again.
    return Promise.resolve();
  },
  saveChatTutorialSeen() {
    writeStorage(StorageKey.chatTutorialSeen, 'true');
    return Promise.resolve();
  },
  getChatTutorialSeen() {
    return Promise.resolve(readStorage(StorageKey.chatTutorialSeen) === 'true');
  },
  getQuestionHelp() {
    return Promise.resolve(readStorage(StorageKey.questionHelp) !== 'false');
  },
  setQuestionHelpFalse() {
    writeStorage(StorageKey.questionHelp, 'false');
    return Promise.resolve();
  },
  getIntroSeen() {
    return Promise.resolve(readStorage(StorageKey.introSeen) === 'true');
  },
  setIntroSeen() {
    writeStorage(StorageKey.introSeen, 'true');
    return Promise.resolve();
  },
  setModalOpen(open) {
    if (browserModalOpen !== open) {
      browserModalOpen = open;
      notifyBrowserListeners();
    }
    return Promise.resolve();
  },
  openWebView(url) {
    window.open(url, '_blank', 'noopener,noreferrer');
    return Promise.resolve();
  },
  getPushToken() {
    // A browser receives pushes through its service worker (Web Push), not a shell token.
    return Promise.resolve({ token: null });
  },
  onPushReceived() {
    return () => undefined;
  },
};

/** The shell bridge: native methods inside the app shell, browser fallbacks elsewhere. */
export const bridge: Bridge = new Proxy(nativeBridge, {
  get(_target, key: keyof Bridge) {
    return isInNativeApp() ? nativeBridge[key] : browserBridge[key];
  },
});

// ---------------------------------------------------------------------------------------------
// Bridge state (SPEC 7.3): isLoggedIn, keyboardHeight, isModalOpen.

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

let browserSnapshot: BridgeState | null = null;
let nativeSnapshot: BridgeState | null = null;

function browserState(): BridgeState {
  const next: BridgeState = {
    isLoggedIn: toToken(readStorage(StorageKey.accessToken)) !== null,
    keyboardHeight: 0,
    isModalOpen: browserModalOpen,
  };
  if (
    browserSnapshot?.isLoggedIn !== next.isLoggedIn ||
    browserSnapshot.isModalOpen !== next.isModalOpen
  ) {
    browserSnapshot = next;
  }
  return browserSnapshot;
}

declare global {
  interface Window {
    __bridgeInitialState__?: Record<string, unknown>;
  }
}

function nativeState(): BridgeState {
  // Until the link exists, the state the shell injected before the page loaded.
  const state = (nativeLink?.store.getState() ?? window.__bridgeInitialState__ ?? {}) as Record<
    string,
    unknown
  >;
  const next: BridgeState = {
    isLoggedIn: toFlag(state.isLoggedIn, false),
    keyboardHeight: numberOr(state.keyboardHeight, 0),
    isModalOpen: toFlag(state.isModalOpen, false),
  };
  if (
    nativeSnapshot?.isLoggedIn !== next.isLoggedIn ||
    nativeSnapshot.keyboardHeight !== next.keyboardHeight ||
    nativeSnapshot.isModalOpen !== next.isModalOpen
  ) {
    nativeSnapshot = next;
  }
  return nativeSnapshot;
}

/** The current bridge state (a stable object until something changes). */
export function getBridgeState(): BridgeState {
  return isInNativeApp() ? nativeState() : browserState();
}

/** Subscribe to bridge state changes; returns the unsubscribe function. */
export function subscribeBridgeState(listener: Listener): () => void {
  if (isInNativeApp()) {
    let unsubscribeStore: (() => void) | null = null;
    let active = true;
    const attach = () => {
      if (!active || !nativeLink || unsubscribeStore) return;
      unsubscribeStore = nativeLink.store.subscribe(listener);
      listener();
    };
    nativeLinkListeners.add(attach);
    if (nativeLink) attach();
    else void linkNative().catch(() => undefined);
    return () => {
      active = false;
      nativeLinkListeners.delete(attach);
      unsubscribeStore?.();
    };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === StorageKey.accessToken || event.key === null) listener();
  };
  browserListeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    browserListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
