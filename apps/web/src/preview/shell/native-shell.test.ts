// The preview's shell against the real web half of @webview-bridge: what the app's `linkBridge`
// sees must be what the native shell would give it.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { linkBridge } from '@webview-bridge/web';
import { ApiCallError, type AuthApi, type SignInResult, type TokenPairResult } from './auth-api';
import { NativeShell } from './native-shell';
import type { ShellEnvironment } from './shell-types';
import { createPhoneStorage, storageKey } from './phone-storage';
import type { BridgeWindow } from '../bridge/protocol';

const signedIn: SignInResult = {
  memberState: 'BEFORE_ONBOARDING',
  grantType: 'Bearer',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
};

type FakeApi = { [K in keyof AuthApi]: Mock<AuthApi[K]> };

function fakeApi(overrides: Partial<{ [K in keyof AuthApi]: AuthApi[K] }> = {}): FakeApi {
  return {
    signIn: vi.fn(overrides.signIn ?? (() => Promise.resolve(signedIn))),
    refresh: vi.fn(
      overrides.refresh ??
        (() =>
          Promise.resolve<TokenPairResult>({
            grantType: 'Bearer',
            accessToken: 'access-2',
            refreshToken: 'refresh-2',
          })),
    ),
    logout: vi.fn(overrides.logout ?? (() => Promise.resolve())),
  };
}

function setup(api: FakeApi = fakeApi()) {
  const openUrl = vi.fn<(url: string) => void>();
  const env: ShellEnvironment = {
    api,
    storage: createPhoneStorage('t', window.localStorage),
    openUrl,
    reloadFrame: vi.fn<() => void>(),
  };
  const shell = new NativeShell(env);
  shell.attach(window);
  const bridge = linkBridge({ timeout: 2000, throwOnError: true });
  const call = (method: string, ...args: unknown[]) => {
    const fn = bridge.loose[method];
    if (!fn) throw new Error(`no ${method}`);
    return fn(...args);
  };
  return { shell, bridge, call, openUrl, api };
}

async function loginAs(shell: NativeShell, call: (m: string, ...a: unknown[]) => Promise<unknown>) {
  const result = call('socialLogin', 'kakao');
  await vi.waitFor(() => expect(shell.getSnapshot().loginRequest).not.toBeNull());
  shell.completeLogin({ provider: 'KAKAO', subject: 'minjun', email: 'minjun@example.com' });
  return result;
}

beforeEach(() => {
  window.localStorage.clear();
  const globals = window as BridgeWindow;
  delete globals.nativeEmitterMap;
  delete globals.nativeEmitter;
  delete globals.nativeBatchedEvents;
  delete globals.ReactNativeWebView;
  delete globals.__bridgeMethods__;
  delete globals.__bridgeInitialState__;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('device preview shell', () => {
  it('looks like the native shell to linkBridge', () => {
    const { bridge } = setup();
    expect(bridge.isWebViewBridgeAvailable).toBe(true);
    expect(bridge.isNativeMethodAvailable('socialLogin')).toBe(true);
    expect(bridge.store.getState()).toMatchObject({
      isLoggedIn: false,
      keyboardHeight: 0,
      isModalOpen: false,
    });
  });

  it('signs in through the login sheet and hands out the access token', async () => {
    const { shell, bridge, call, api } = setup();
    await expect(call('getAuthToken')).resolves.toEqual({ accessToken: null });

    await expect(loginAs(shell, call)).resolves.toEqual({
      success: true,
      message: '로그인했어요.',
    });

    expect(api.signIn).toHaveBeenCalledWith(
      { provider: 'KAKAO', subject: 'minjun', email: 'minjun@example.com' },
      expect.stringMatching(/^preview-t-/),
    );
    await expect(call('getAuthToken')).resolves.toEqual({ accessToken: 'access-1' });
    await expect(call('getAuthStatus')).resolves.toEqual({ isLoggedIn: true });
    expect(bridge.store.getState()).toMatchObject({ isLoggedIn: true });
    expect(shell.getSnapshot().identity).toMatchObject({ subject: 'minjun', provider: 'KAKAO' });
  });

  it('keeps the tokens per phone across page loads', async () => {
    const { shell, call } = setup();
    await loginAs(shell, call);
    const again = createPhoneStorage('t', window.localStorage).read();
    expect(again.tokens).toEqual({ accessToken: 'access-1', refreshToken: 'refresh-1' });
    expect(createPhoneStorage('other', window.localStorage).read().tokens).toBeNull();
    expect(window.localStorage.getItem(storageKey('t'))).toContain('access-1');
  });

  it('reports a cancelled sheet and a failed sign-in as unsuccessful', async () => {
    const api = fakeApi({
      signIn: () => Promise.reject(new ApiCallError('id 토큰을 확인하지 못했어요.', 40101)),
    });
    const { shell, call } = setup(api);

    const cancelled = call('socialLogin', 'apple');
    await vi.waitFor(() => expect(shell.getSnapshot().loginRequest).toEqual({ provider: 'APPLE' }));
    shell.completeLogin(null);
    await expect(cancelled).resolves.toEqual({ success: false, message: '로그인을 취소했어요.' });

    await expect(loginAs(shell, call)).resolves.toEqual({
      success: false,
      message: 'id 토큰을 확인하지 못했어요.',
    });
    await expect(call('getAuthStatus')).resolves.toEqual({ isLoggedIn: false });
  });

  it('refreshes once for concurrent expiries and serves the new token', async () => {
    let answer: (pair: TokenPairResult) => void = () => undefined;
    const api = fakeApi({
      refresh: () => new Promise<TokenPairResult>((resolve) => (answer = resolve)),
    });
    const { shell, call } = setup(api);
    await loginAs(shell, call);

    const both = Promise.all([call('notifyTokenExpired'), call('notifyTokenExpired')]);
    await vi.waitFor(() => expect(api.refresh).toHaveBeenCalled());
    // Let the second call reach the shell while the first refresh is still on the wire.
    await new Promise((resolve) => setTimeout(resolve, 10));
    answer({ grantType: 'Bearer', accessToken: 'access-2', refreshToken: 'refresh-2' });
    await both;

    expect(api.refresh).toHaveBeenCalledTimes(1);
    expect(api.refresh).toHaveBeenCalledWith('refresh-1');
    await expect(call('getAuthToken')).resolves.toEqual({ accessToken: 'access-2' });
  });

  it('signs the phone out when the refresh token is refused', async () => {
    const api = fakeApi({
      refresh: () => Promise.reject(new ApiCallError('다시 로그인해 주세요.', 40102)),
    });
    const { shell, bridge, call } = setup(api);
    await loginAs(shell, call);

    await call('notifyTokenExpired');

    await expect(call('getAuthToken')).resolves.toEqual({ accessToken: null });
    expect(bridge.store.getState()).toMatchObject({ isLoggedIn: false });
  });

  it('logs out on the server, keeps flags unless clearAll, and ignores a failed server logout', async () => {
    const api = fakeApi({ logout: () => Promise.reject(new Error('offline')) });
    const { shell, call } = setup(api);
    await loginAs(shell, call);
    await call('setIntroSeen');

    await expect(call('logout', { clearAll: false })).resolves.toEqual({
      success: true,
      message: '로그아웃했어요.',
    });
    expect(api.logout).toHaveBeenCalledWith('access-1');
    await expect(call('getAuthToken')).resolves.toEqual({ accessToken: null });
    await expect(call('getIntroSeen')).resolves.toBe(true);

    await loginAs(shell, call);
    api.logout.mockClear();
    await call('logout', true);
    await expect(call('getIntroSeen')).resolves.toBe(false);
    await expect(call('getAuthToken')).resolves.toEqual({ accessToken: null });
    // clearAll is a withdrawal: every session is gone on the server, so no logout call (it
    // could only fail).
    expect(api.logout).not.toHaveBeenCalled();
  });

  it('keeps the app flags per phone', async () => {
    const { call } = setup();
    await expect(call('getQuestionHelp')).resolves.toBe(true);
    await expect(call('getChatTutorialSeen')).resolves.toBe(false);
    await call('setQuestionHelpFalse');
    await call('saveChatTutorialSeen');
    await expect(call('getQuestionHelp')).resolves.toBe(false);
    await expect(call('getChatTutorialSeen')).resolves.toBe(true);
  });

  it('pushes isModalOpen and opens web views outside the app', async () => {
    const { bridge, call, openUrl } = setup();
    const changes: unknown[] = [];
    bridge.store.subscribe((state) => changes.push(state));

    await call('setModalOpen', true);
    expect(bridge.store.getState()).toMatchObject({ isModalOpen: true });
    expect(changes).toHaveLength(1);

    await call('openWebView', 'https://example.com/terms');
    await call('openWebView', 'javascript:alert(1)');
    expect(openUrl).toHaveBeenCalledTimes(1);
    expect(openUrl).toHaveBeenCalledWith('https://example.com/terms');
  });

  it('rejects a method the shell does not have', async () => {
    const { call } = setup();
    await expect(call('launchRocket')).rejects.toBeTruthy();
  });

  it('reset signs out, forgets flags and cancels an open sheet', async () => {
    const { shell, call, api } = setup();
    await loginAs(shell, call);
    await call('setIntroSeen');
    const pending = call('socialLogin', 'kakao');
    await vi.waitFor(() => expect(shell.getSnapshot().loginRequest).not.toBeNull());

    await shell.reset();

    await expect(pending).resolves.toMatchObject({ success: false });
    expect(api.logout).toHaveBeenCalledWith('access-1');
    await expect(call('getAuthStatus')).resolves.toEqual({ isLoggedIn: false });
    await expect(call('getIntroSeen')).resolves.toBe(false);
    expect(shell.getSnapshot()).toMatchObject({ identity: null, loginRequest: null });
  });
  it('gives the app a push token while signed in, and hands it the pushes it receives', async () => {
    const { shell, bridge, call } = setup();
    expect(await call('getPushToken', { prompt: false })).toEqual({
      token: null,
      permission: 'granted',
    });
    await loginAs(shell, call);
    const answer = (await call('getPushToken', { prompt: false })) as { token: string };
    expect(answer.token).toMatch(/^ExponentPushToken\[preview-[A-Za-z0-9_-]+-minjun\]$/);
    expect(shell.getSnapshot().pushToken).toBe(answer.token);

    const received: unknown[] = [];
    bridge.addEventListener('pushReceived', (data) => received.push(data));
    const data = {
      notificationId: 5,
      kind: 'PARTNER_NUDGED' as const,
      title: '서연님이 콕 찔렀어요',
      body: '오늘의 질문에 답해 보세요',
      link: '/question',
    };
    const message = {
      seq: 3,
      receivedAt: '2026-11-27T10:00:00.000+09:00',
      to: answer.token,
      title: data.title,
      body: data.body,
      data,
      priority: 'high' as const,
      ttl: 0,
    };
    shell.receivePush({ ...message, to: 'ExponentPushToken[someone-else]' });
    expect(shell.getSnapshot().push).toBeNull();
    shell.receivePush(message);
    expect(shell.getSnapshot().push?.seq).toBe(3);
    await vi.waitFor(() => expect(received).toEqual([data]));
    shell.dismissPush(3);
    expect(shell.getSnapshot().push).toBeNull();

    await call('logout', { clearAll: false });
    expect(shell.getSnapshot().pushToken).toBeNull();
  });
});
