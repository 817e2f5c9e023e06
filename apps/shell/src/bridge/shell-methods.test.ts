// Every SPEC 7.3 method of the Expo shell: success, error, time-out, and a refresh token the
// server refuses. Native modules are mocked at their package boundary, the server at fetch.
import * as AppleAuthentication from 'expo-apple-authentication';
import { login } from '@react-native-seoul/kakao-login';
import { Platform } from 'react-native';
import { SERVER_TIMEOUT_MS } from '../auth/server-api';
import { calls, failure, ok, serve } from '../test/fake-server';
import { createShell, resetDevice, signInDevice } from '../test/harness';
import { stored } from '../test/secure-store-mock';
import * as Notifications from '../test/notifications-mock';

jest.mock('expo-secure-store', () => require('../test/secure-store-mock'));
jest.mock('expo-notifications', () => require('../test/notifications-mock'));
jest.mock('expo-device', () => ({ isDevice: true }));
jest.mock('expo-apple-authentication', () => ({
  isAvailableAsync: jest.fn(() => Promise.resolve(true)),
  signInAsync: jest.fn(),
  AppleAuthenticationScope: { FULL_NAME: 0, EMAIL: 1 },
}));
jest.mock('@react-native-seoul/kakao-login', () => ({ login: jest.fn() }));

const session = {
  memberState: 'BEFORE_ONBOARDING',
  grantType: 'Bearer',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
};
const kakaoToken = { accessToken: 'kakao-access', idToken: 'kakao-id-token' };

beforeEach(() => {
  resetDevice();
  jest.mocked(login).mockReset();
  jest.mocked(AppleAuthentication.signInAsync).mockReset();
  Platform.OS = 'ios';
});

afterEach(() => {
  jest.useRealTimers();
});

describe('socialLogin', () => {
  it('signs in with Kakao’s OIDC id token and keeps the pair in the secure store', async () => {
    jest.mocked(login).mockResolvedValue(kakaoToken as never);
    serve({ '/login/kakao': () => ok(session) });
    const { methods, state } = createShell();
    await expect(methods.socialLogin('kakao')).resolves.toEqual({
      success: true,
      message: '로그인했어요.',
    });
    expect(calls[0]).toMatchObject({
      path: '/login/kakao',
      body: { idToken: 'kakao-id-token', accessToken: 'kakao-access' },
    });
    expect((calls[0]?.body as { deviceId: string }).deviceId).toMatch(/^shell-/);
    expect(stored.get('dama.accessToken')).toBe('access-1');
    expect(stored.get('dama.refreshToken')).toBe('refresh-1');
    expect(state.isLoggedIn).toBe(true);
  });

  it('signs in with Apple’s identity token on iOS', async () => {
    jest.mocked(AppleAuthentication.signInAsync).mockResolvedValue({
      identityToken: 'apple-id-token',
      authorizationCode: 'apple-code',
    } as never);
    serve({ '/login/apple': () => ok(session) });
    const { methods } = createShell();
    await expect(methods.socialLogin('apple')).resolves.toMatchObject({ success: true });
    expect(calls[0]?.body).toMatchObject({
      idToken: 'apple-id-token',
      authorizationCode: 'apple-code',
    });
  });

  it('refuses Apple on Android without asking anyone', async () => {
    Platform.OS = 'android';
    serve({});
    const { methods } = createShell();
    await expect(methods.socialLogin('apple')).resolves.toEqual({
      success: false,
      message: 'Apple 로그인은 iPhone에서만 할 수 있어요.',
    });
    expect(AppleAuthentication.signInAsync).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('answers a cancelled sign-in, and keeps the device signed out', async () => {
    jest
      .mocked(login)
      .mockRejectedValue(
        Object.assign(new Error('user cancelled'), { code: 'E_CANCELLED_OPERATION' }),
      );
    serve({});
    const { methods, state } = createShell();
    await expect(methods.socialLogin('kakao')).resolves.toEqual({
      success: false,
      message: '로그인을 취소했어요.',
    });
    expect(state.isLoggedIn).toBe(false);
    expect(stored.has('dama.accessToken')).toBe(false);
  });

  it('passes on the server’s refusal', async () => {
    jest.mocked(login).mockResolvedValue(kakaoToken as never);
    serve({ '/login/kakao': () => failure(401, 40101, '로그인 정보가 올바르지 않아요.') });
    const { methods } = createShell();
    await expect(methods.socialLogin('kakao')).resolves.toEqual({
      success: false,
      message: '로그인 정보가 올바르지 않아요.',
    });
  });

  it('gives up on a server that does not answer before the page does (20 s)', async () => {
    jest.useFakeTimers();
    jest.mocked(login).mockResolvedValue(kakaoToken as never);
    serve({ '/login/kakao': () => 'hang' });
    const { methods, state } = createShell();
    const answer = methods.socialLogin('kakao');
    await jest.advanceTimersByTimeAsync(SERVER_TIMEOUT_MS);
    await expect(answer).resolves.toEqual({
      success: false,
      message: '서버가 응답하지 않아요. 잠시 후 다시 시도해 주세요.',
    });
    expect(SERVER_TIMEOUT_MS).toBeLessThan(20_000);
    expect(state.isLoggedIn).toBe(false);
  });

  it('signs in through the dev issuer in a demo build', async () => {
    serve({
      '/dev/id-token': () => ok({ idToken: 'dev-id', accessToken: 'dev-access' }),
      '/login/kakao': () => ok(session),
    });
    const { methods } = createShell({ devLogin: true });
    await expect(methods.socialLogin('kakao')).resolves.toMatchObject({ success: true });
    expect(login).not.toHaveBeenCalled();
    expect(calls.map((c) => c.path)).toEqual(['/dev/id-token', '/login/kakao']);
    expect(calls[0]?.body).toMatchObject({ provider: 'KAKAO' });
    expect(calls[1]?.body).toMatchObject({ idToken: 'dev-id', accessToken: 'dev-access' });
  });
});

describe('getAuthStatus / getAuthToken', () => {
  it('read the secure store', async () => {
    const { methods } = createShell();
    await expect(methods.getAuthStatus()).resolves.toEqual({ isLoggedIn: false });
    await expect(methods.getAuthToken()).resolves.toEqual({ accessToken: null });
    resetDevice();
    signInDevice('a0', 'r0');
    await expect(methods.getAuthStatus()).resolves.toEqual({ isLoggedIn: true });
    await expect(methods.getAuthToken()).resolves.toEqual({ accessToken: 'a0' });
  });
});

describe('logout', () => {
  it('tells the server, forgets the pair and keeps the flags', async () => {
    signInDevice('a0', 'r0');
    serve({ '/logout': () => ok() });
    const { methods, state } = createShell();
    state.isLoggedIn = true;
    await methods.setIntroSeen();
    await expect(methods.logout({ clearAll: false })).resolves.toEqual({
      success: true,
      message: '로그아웃했어요.',
    });
    expect(calls[0]).toMatchObject({ path: '/logout', headers: { Authorization: 'Bearer a0' } });
    expect(stored.has('dama.accessToken')).toBe(false);
    expect(state.isLoggedIn).toBe(false);
    await expect(methods.getIntroSeen()).resolves.toBe(true);
  });

  it('signs the device out when the server cannot be reached', async () => {
    signInDevice();
    serve({ '/logout': () => 'offline' });
    const { methods } = createShell();
    await expect(methods.logout({ clearAll: false })).resolves.toMatchObject({ success: true });
    await expect(methods.getAuthToken()).resolves.toEqual({ accessToken: null });
  });

  it('with clearAll (a withdrawal) forgets the flags and does not call the server', async () => {
    signInDevice();
    serve({});
    const { methods } = createShell();
    await methods.saveChatTutorialSeen();
    await methods.setQuestionHelpFalse();
    await methods.logout({ clearAll: true });
    expect(calls).toHaveLength(0);
    await expect(methods.getChatTutorialSeen()).resolves.toBe(false);
    await expect(methods.getQuestionHelp()).resolves.toBe(true);
  });
});

describe('notifyTokenExpired', () => {
  it('rotates the pair once for requests that expired together', async () => {
    signInDevice('a0', 'r0');
    serve({ '/refresh': () => ok({ grantType: 'Bearer', accessToken: 'a1', refreshToken: 'r1' }) });
    const { methods } = createShell();
    const answers = await Promise.all([methods.notifyTokenExpired(), methods.notifyTokenExpired()]);
    expect(answers).toEqual([{ success: true }, { success: true }]);
    expect(calls).toEqual([
      expect.objectContaining({ path: '/refresh', body: { refreshToken: 'r0' } }),
    ]);
    await expect(methods.getAuthToken()).resolves.toEqual({ accessToken: 'a1' });
    expect(stored.get('dama.refreshToken')).toBe('r1');
  });

  it('a refresh token the server refuses: signed out, no token for the page (SPEC 8.1)', async () => {
    signInDevice();
    serve({ '/refresh': () => failure(401, 40101, '다시 로그인해 주세요.') });
    const { methods, state } = createShell();
    state.isLoggedIn = true;
    await expect(methods.notifyTokenExpired()).resolves.toEqual({ success: false });
    await expect(methods.getAuthToken()).resolves.toEqual({ accessToken: null });
    expect(state.isLoggedIn).toBe(false);
  });

  it('no refresh token: nothing to ask, no token', async () => {
    serve({});
    const { methods } = createShell();
    await expect(methods.notifyTokenExpired()).resolves.toEqual({ success: false });
    expect(calls).toHaveLength(0);
  });

  it('a server that does not answer: gives up in time and keeps the pair for the next try', async () => {
    jest.useFakeTimers();
    signInDevice('a0', 'r0');
    serve({ '/refresh': () => 'hang' });
    const { methods, state } = createShell();
    state.isLoggedIn = true;
    const answer = methods.notifyTokenExpired();
    await jest.advanceTimersByTimeAsync(SERVER_TIMEOUT_MS);
    await expect(answer).resolves.toEqual({ success: false });
    expect(state.isLoggedIn).toBe(true);
    expect(stored.get('dama.refreshToken')).toBe('r0');
  });
});

describe('the device flags', () => {
  it('start as SPEC 7.3’s defaults and are kept in the secure store', async () => {
    const { methods } = createShell();
    await expect(methods.getChatTutorialSeen()).resolves.toBe(false);
    await expect(methods.getQuestionHelp()).resolves.toBe(true);
    await expect(methods.getIntroSeen()).resolves.toBe(false);
    await methods.saveChatTutorialSeen();
    await methods.setQuestionHelpFalse();
    await methods.setIntroSeen();
    expect(stored.get('dama.flag.chatTutorialSeen')).toBe('true');
    expect(stored.get('dama.flag.questionHelp')).toBe('false');
    expect(stored.get('dama.flag.introSeen')).toBe('true');
  });

  it('survive a restart (read back from the store)', async () => {
    stored.set('dama.flag.introSeen', 'true');
    const { methods } = createShell();
    await expect(methods.getIntroSeen()).resolves.toBe(true);
  });
});

describe('setModalOpen / openWebView', () => {
  it('setModalOpen sets the state the page sees', async () => {
    const { methods, state } = createShell();
    await methods.setModalOpen(true);
    expect(state.isModalOpen).toBe(true);
    await methods.setModalOpen(false);
    expect(state.isModalOpen).toBe(false);
  });

  it('openWebView hands http(s) pages to the system and nothing else', async () => {
    const { methods, opened } = createShell();
    await methods.openWebView('https://example.com/terms');
    await methods.openWebView('javascript:alert(1)');
    await methods.openWebView('file:///etc/passwd');
    expect(opened).toEqual(['https://example.com/terms']);
  });
});

describe('getPushToken', () => {
  beforeEach(() => {
    Notifications.getPermissionsAsync.mockResolvedValue({
      status: 'undetermined',
      canAskAgain: true,
    });
    Notifications.requestPermissionsAsync.mockClear();
    Notifications.getExpoPushTokenAsync.mockResolvedValue({
      type: 'expo',
      data: 'ExponentPushToken[device-1]',
    });
  });

  it('does not ask the OS without prompt (after sign-in): no token yet', async () => {
    const { methods } = createShell();
    await expect(methods.getPushToken({ prompt: false })).resolves.toEqual({
      token: null,
      permission: 'undetermined',
    });
    expect(Notifications.requestPermissionsAsync).not.toHaveBeenCalled();
  });

  it('asks with prompt (알림 켜기) and answers the Expo token for the project', async () => {
    const { methods } = createShell();
    await expect(methods.getPushToken({ prompt: true })).resolves.toEqual({
      token: 'ExponentPushToken[device-1]',
      permission: 'granted',
    });
    expect(Notifications.getExpoPushTokenAsync).toHaveBeenCalledWith({ projectId: 'project-1' });
  });

  it('a refusal: no token, denied', async () => {
    Notifications.getPermissionsAsync.mockResolvedValue({ status: 'denied', canAskAgain: false });
    const { methods } = createShell();
    await expect(methods.getPushToken({ prompt: true })).resolves.toEqual({
      token: null,
      permission: 'denied',
    });
    expect(Notifications.requestPermissionsAsync).not.toHaveBeenCalled();
  });

  it('Expo’s service failing or not answering: no token, before the page gives up', async () => {
    Notifications.getPermissionsAsync.mockResolvedValue({ status: 'granted', canAskAgain: true });
    Notifications.getExpoPushTokenAsync.mockRejectedValueOnce(new Error('offline'));
    const { methods } = createShell();
    await expect(methods.getPushToken({ prompt: false })).resolves.toEqual({
      token: null,
      permission: 'granted',
    });
    jest.useFakeTimers();
    Notifications.getExpoPushTokenAsync.mockReturnValueOnce(new Promise(() => undefined));
    const answer = methods.getPushToken({ prompt: false });
    await jest.advanceTimersByTimeAsync(15_000);
    await expect(answer).resolves.toEqual({ token: null, permission: 'granted' });
  });
});
