import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bridge,
  getBridgeState,
  WEB_LOGOUT_UNSUPPORTED,
  WEB_SOCIAL_LOGIN_UNSUPPORTED,
} from './bridge';
import { isAppleDevice, isInNativeApp } from './environment';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('environment', () => {
  it('is the native app only when ReactNativeWebView is present', () => {
    expect(isInNativeApp()).toBe(false);
    window.ReactNativeWebView = { postMessage: () => undefined };
    expect(isInNativeApp()).toBe(true);
  });

  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15', true],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', true],
    ['Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)', true],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', false],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)', false],
  ])('%s → Apple device %s', (userAgent, expected) => {
    expect(isAppleDevice(userAgent)).toBe(expected);
  });
});

describe('browser fallbacks (SPEC 6, 7.3)', () => {
  it('reads the token and the login state from local storage `accessToken`', async () => {
    await expect(bridge.getAuthToken()).resolves.toEqual({ accessToken: null });
    await expect(bridge.getAuthStatus()).resolves.toEqual({ isLoggedIn: false });
    window.localStorage.setItem('accessToken', 'abc');
    await expect(bridge.getAuthToken()).resolves.toEqual({ accessToken: 'abc' });
    await expect(bridge.getAuthStatus()).resolves.toEqual({ isLoggedIn: true });
    expect(getBridgeState()).toMatchObject({ isLoggedIn: true, keyboardHeight: 0 });
  });

  it('refuses social login and logout with Korean messages', async () => {
    await expect(bridge.socialLogin('kakao')).rejects.toThrow(WEB_SOCIAL_LOGIN_UNSUPPORTED);
    await expect(bridge.logout(false)).rejects.toThrow(WEB_LOGOUT_UNSUPPORTED);
    expect(WEB_SOCIAL_LOGIN_UNSUPPORTED).toBe('소셜 로그인은 웹 환경에서 지원하지 않아요.');
    expect(WEB_LOGOUT_UNSUPPORTED).toBe('로그아웃은 웹 환경에서 지원하지 않아요.');
  });

  it('keeps the intro flag in local storage `intro_seen` = "true"', async () => {
    await expect(bridge.getIntroSeen()).resolves.toBe(false);
    await bridge.setIntroSeen();
    expect(window.localStorage.getItem('intro_seen')).toBe('true');
    await expect(bridge.getIntroSeen()).resolves.toBe(true);
  });

  it('keeps the chat tutorial and question help flags in local storage', async () => {
    await expect(bridge.getChatTutorialSeen()).resolves.toBe(false);
    await bridge.saveChatTutorialSeen();
    await expect(bridge.getChatTutorialSeen()).resolves.toBe(true);

    await expect(bridge.getQuestionHelp()).resolves.toBe(true);
    await bridge.setQuestionHelpFalse();
    await expect(bridge.getQuestionHelp()).resolves.toBe(false);
  });

  it('opens web views in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await bridge.openWebView('https://example.com/terms');
    expect(open).toHaveBeenCalledWith('https://example.com/terms', '_blank', 'noopener,noreferrer');
  });

  it('setModalOpen does not fail in a browser', async () => {
    await expect(bridge.setModalOpen(true)).resolves.toBeUndefined();
    await bridge.setModalOpen(false);
  });
});

describe('inside the shell', () => {
  /** Plays the native side of @webview-bridge: answers `bridge` messages through the emitter. */
  function installShell(answers: Record<string, unknown>) {
    const calls: Array<{ method: string; args: unknown[] }> = [];
    window.__bridgeMethods__ = Object.keys(answers);
    window.__bridgeInitialState__ = { isLoggedIn: true, keyboardHeight: 0, isModalOpen: false };
    window.ReactNativeWebView = {
      postMessage(raw: string) {
        const message = JSON.parse(raw) as {
          type: string;
          bridgeId: string;
          body?: { method: string; eventId: string; args: unknown[] };
        };
        if (message.type !== 'bridge' || !message.body) return;
        const { method, eventId, args } = message.body;
        calls.push({ method, args });
        const emitter = window.nativeEmitterMap?.[message.bridgeId];
        setTimeout(() => emitter?.emit(`${method}-${eventId}`, answers[method]), 0);
      },
    };
    return calls;
  }

  it('calls the shell and normalises its answers', async () => {
    const calls = installShell({
      getAuthToken: { accessToken: 'shell-token' },
      getAuthStatus: { isLoggedIn: true },
      getIntroSeen: true,
      socialLogin: { success: false, message: '로그인이 취소되었어요.' },
      logout: { success: true, message: 'ok' },
    });
    await expect(bridge.getAuthToken()).resolves.toEqual({ accessToken: 'shell-token' });
    await expect(bridge.getAuthStatus()).resolves.toEqual({ isLoggedIn: true });
    await expect(bridge.getIntroSeen()).resolves.toBe(true);
    await expect(bridge.socialLogin('kakao')).resolves.toEqual({
      success: false,
      message: '로그인이 취소되었어요.',
    });
    await expect(bridge.logout(true)).resolves.toEqual({ success: true, message: 'ok' });
    expect(calls.map((call) => call.method)).toEqual([
      'getAuthToken',
      'getAuthStatus',
      'getIntroSeen',
      'socialLogin',
      'logout',
    ]);
    expect(calls[3]?.args).toEqual(['kakao']);
    expect(calls[4]?.args).toEqual([{ clearAll: true }]);
    expect(getBridgeState()).toMatchObject({ isLoggedIn: true });
  });
});

declare global {
  interface Window {
    __bridgeMethods__?: string[];
    nativeEmitterMap?: Record<string, { emit(event: string, ...args: unknown[]): void }>;
  }
}
