/**
 * The native shell's bridge (SPEC 7.3, with the push extension of decision 0062), written once:
 * the web app calls these methods (`apps/web/src/shared/bridge`), the device preview answers
 * them (`apps/web/src/preview/shell`), the Expo shell answers them (`apps/shell/src/bridge`).
 * Each side types its half with `ShellMethods`, so a method missing or mistyped anywhere fails
 * type-checking (decision 0071). Plain TypeScript, no dependency: the shell bundles this file by
 * path, outside the root workspaces.
 */

/** SPEC 7.3 / 9: every shell call times out after 20 000 ms on the page and throws on error. */
export const BRIDGE_TIMEOUT_MS = 20_000;

/** The providers the page names in `socialLogin` (lower case, as the original page sends). */
export type SocialProvider = 'kakao' | 'apple';

/** `socialLogin` and `logout`: `success`, `message` (SPEC 7.3). */
export interface ShellActionResult {
  success: boolean;
  message: string;
}

/** The OS's answer about showing notifications for the app (Expo's permission status). */
export type PushPermission = 'granted' | 'denied' | 'undetermined';

/** `getPushToken`: the device's Expo push token, or null when it cannot have one. */
export interface ShellPushToken {
  token: string | null;
  permission: PushPermission;
}

/** What the page passes and what the shell answers, method by method (values cross as JSON). */
export interface ShellMethods {
  socialLogin: (provider: SocialProvider) => Promise<ShellActionResult>;
  getAuthStatus: () => Promise<{ isLoggedIn: boolean }>;
  getAuthToken: () => Promise<{ accessToken: string | null }>;
  logout: (options: { clearAll: boolean }) => Promise<ShellActionResult>;
  /** Rotates the token pair with the refresh token (decision 0004: the page reads it after). */
  notifyTokenExpired: () => Promise<{ success: boolean }>;
  saveChatTutorialSeen: () => Promise<void>;
  getChatTutorialSeen: () => Promise<boolean>;
  getQuestionHelp: () => Promise<boolean>;
  setQuestionHelpFalse: () => Promise<void>;
  getIntroSeen: () => Promise<boolean>;
  setIntroSeen: () => Promise<void>;
  setModalOpen: (open: boolean) => Promise<void>;
  openWebView: (url: string) => Promise<void>;
  /** Extension (decision 0062): with `prompt`, a shell whose member was never asked asks the OS. */
  getPushToken: (options: { prompt: boolean }) => Promise<ShellPushToken>;
}

export type ShellMethodName = keyof ShellMethods;

/** Every method, in SPEC 7.3's order (the shell injects these names as `__bridgeMethods__`). */
export const SHELL_METHOD_NAMES = [
  'socialLogin',
  'getAuthStatus',
  'getAuthToken',
  'logout',
  'notifyTokenExpired',
  'saveChatTutorialSeen',
  'getChatTutorialSeen',
  'getQuestionHelp',
  'setQuestionHelpFalse',
  'getIntroSeen',
  'setIntroSeen',
  'setModalOpen',
  'openWebView',
  'getPushToken',
] as const satisfies readonly ShellMethodName[];

// The list names every method exactly once (a method added to ShellMethods only fails here).
type Listed = (typeof SHELL_METHOD_NAMES)[number];
const everyMethodListed: [Exclude<ShellMethodName, Listed>] extends [never] ? true : never = true;
void everyMethodListed;

export function isShellMethodName(name: string): name is ShellMethodName {
  return (SHELL_METHOD_NAMES as readonly string[]).includes(name);
}

export type ShellArgs<M extends ShellMethodName> = Parameters<ShellMethods[M]>;
export type ShellAnswer<M extends ShellMethodName> = Awaited<ReturnType<ShellMethods[M]>>;

/** The shell's state the page sees (SPEC 7.3), pushed as `bridgeStateChange` on every change. */
export interface ShellState {
  isLoggedIn: boolean;
  keyboardHeight: number;
  isModalOpen: boolean;
}

/**
 * The shell's messages to the page (`postMessage(name, data)` on the native side,
 * `addEventListener(name)` on the page): a push received while the app is in the foreground,
 * carrying the contract's `PushPayload` as Expo delivered it (the page reads it with the contract).
 */
export const PUSH_RECEIVED_EVENT = 'pushReceived';

export interface ShellEvents {
  [PUSH_RECEIVED_EVENT]: unknown;
}

/**
 * The server paths the shell calls (CONTRACT 4.1, under `/api`); `paths.test.ts` holds them to
 * the contract's endpoints, which the shell cannot load (it bundles no zod).
 */
export const SHELL_AUTH_PATHS = {
  loginKakao: '/login/kakao',
  loginApple: '/login/apple',
  refresh: '/refresh',
  logout: '/logout',
  devIdToken: '/dev/id-token',
} as const;
