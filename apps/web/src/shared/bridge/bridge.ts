import type { ShellMethodName, ShellState, SocialProvider } from '@dama/bridge';
import { isInNativeApp } from './environment';
import {
  callNative,
  currentNativeLink,
  field,
  linkNative,
  nativeLinkListeners,
} from './native-link';
import { browserPushBridge, nativePushBridge, type PushBridge } from './push-bridge';
import { readStorage, StorageKey, writeStorage } from './storage-keys';

export { BRIDGE_TIMEOUT_MS } from './native-link';
export {
  PUSH_RECEIVED_EVENT,
  type ForegroundPushListener,
  type PushPermission,
  type PushTokenResult,
} from './push-bridge';

export const WEB_SOCIAL_LOGIN_UNSUPPORTED = '소셜 로그인은 웹 환경에서 지원하지 않아요.';
export const WEB_LOGOUT_UNSUPPORTED = '로그아웃은 웹 환경에서 지원하지 않아요.';

export type { SocialProvider };

export interface BridgeResult {
  success: boolean;
  message?: string;
}

/** The shell's state (SPEC 7.3), as `@dama/bridge` defines it. */
export type BridgeState = ShellState;

/**
 * The shell methods of SPEC 7.3, normalised, with the push methods (`push-bridge.ts`). Browser
 * fallbacks apply outside the shell.
 */
export interface Bridge extends PushBridge {
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
}

// Every shell method of `@dama/bridge` has its call here (a method added there fails here).
const everyShellMethod: [Exclude<ShellMethodName, keyof Bridge>] extends [never] ? true : never =
  true;
void everyShellMethod;

// ---------------------------------------------------------------------------------------------
// Native side: `native-link.ts` links the shell lazily.

type Listener = () => void;

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
  ...nativePushBridge,
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
  ...browserPushBridge,
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
  const state = (currentNativeLink()?.store.getState() ??
    window.__bridgeInitialState__ ??
    {}) as Record<string, unknown>;
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
      const link = currentNativeLink();
      if (!active || !link || unsubscribeStore) return;
      unsubscribeStore = link.store.subscribe(listener);
      listener();
    };
    nativeLinkListeners.add(attach);
    if (currentNativeLink()) attach();
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
