import type { ShellMethods, ShellState } from '@dama/bridge';
import {
  clearFlags,
  readDeviceId,
  readFlag,
  readTokens,
  writeFlag,
  writeTokens,
} from '../auth/device-store';
import { SignInCancelled, signInWith } from '../auth/providers';
import { ServerError, type ServerApi } from '../auth/server-api';
import type { ShellConfig } from '../config';
import { getPushToken } from '../push/push-token';
import { originOf } from '../links/routing';

/** What the methods need from the app around them. */
export interface ShellContext {
  config: ShellConfig;
  api: ServerApi;
  setState(change: Partial<ShellState>): void;
  /** Hands a URL to the system (the browser, or the app that handles it). */
  openUrl(url: string): Promise<void>;
}

const LOGGED_IN = '로그인했어요.';
const LOGGED_OUT = '로그아웃했어요.';

/**
 * The SPEC 7.3 methods as the Expo shell answers them (typed by `@dama/bridge`: a method
 * missing or mistyped here fails type-checking).
 */
export function createShellMethods(context: ShellContext): ShellMethods {
  const { api, config, setState } = context;
  let refreshing: Promise<boolean> | null = null;

  async function refresh(): Promise<boolean> {
    const tokens = await readTokens();
    if (!tokens) return false;
    try {
      const pair = await api.refresh(tokens.refreshToken);
      await writeTokens({ accessToken: pair.accessToken, refreshToken: pair.refreshToken });
      return true;
    } catch (error) {
      // The server refused the refresh token (expired, revoked): signed out, and the page takes
      // SPEC 8.1's path to /login. Offline or no answer: the pair stays for the next try.
      if (error instanceof ServerError && error.code !== null) {
        await writeTokens(null);
        setState({ isLoggedIn: false });
      }
      return false;
    }
  }

  return {
    async socialLogin(provider) {
      if (provider !== 'kakao' && provider !== 'apple') {
        return { success: false, message: '지원하지 않는 로그인 방식이에요.' };
      }
      try {
        const session = await signInWith(provider, {
          api,
          deviceId: await readDeviceId(),
          devLogin: config.devLogin,
        });
        await writeTokens({ accessToken: session.accessToken, refreshToken: session.refreshToken });
        setState({ isLoggedIn: true });
        return { success: true, message: LOGGED_IN };
      } catch (error) {
        const message =
          error instanceof SignInCancelled || error instanceof Error
            ? error.message
            : '로그인하지 못했어요.';
        return { success: false, message };
      }
    },
    async getAuthStatus() {
      return { isLoggedIn: (await readTokens()) !== null };
    },
    async getAuthToken() {
      return { accessToken: (await readTokens())?.accessToken ?? null };
    },
    async logout(options) {
      const clearAll = options?.clearAll === true;
      const tokens = await readTokens();
      // clearAll comes with a withdrawal: the server already ended every session. Otherwise a
      // logout the server cannot hear (offline) still signs this device out.
      if (tokens && !clearAll) await api.logout(tokens.accessToken).catch(() => undefined);
      await writeTokens(null);
      if (clearAll) await clearFlags();
      setState({ isLoggedIn: false });
      return { success: true, message: LOGGED_OUT };
    },
    async notifyTokenExpired() {
      // Several requests may notice the expiry at once: one refresh answers them all.
      refreshing ??= refresh().finally(() => {
        refreshing = null;
      });
      return { success: await refreshing };
    },
    async saveChatTutorialSeen() {
      await writeFlag('chatTutorialSeen', true);
    },
    getChatTutorialSeen: () => readFlag('chatTutorialSeen'),
    getQuestionHelp: () => readFlag('questionHelp'),
    async setQuestionHelpFalse() {
      await writeFlag('questionHelp', false);
    },
    getIntroSeen: () => readFlag('introSeen'),
    async setIntroSeen() {
      await writeFlag('introSeen', true);
    },
    async setModalOpen(open) {
      setState({ isModalOpen: open === true });
    },
    async openWebView(url) {
      const origin = typeof url === 'string' ? originOf(url) : null;
      if (origin?.startsWith('https://') || origin?.startsWith('http://')) {
        await context.openUrl(url);
      }
    },
    getPushToken: (options) => getPushToken({ prompt: options?.prompt === true }, config.projectId),
  };
}
