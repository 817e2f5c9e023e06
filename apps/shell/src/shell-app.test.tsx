// The app around the screen: the link it was opened with, links while it runs, the push
// hand-off (foreground → the page's `pushReceived`, tapped → its screen) and the sign-in state
// the page starts with. Native modules are mocked at their package boundary.
import { act, render, waitFor } from '@testing-library/react-native';
import * as ExpoLinking from 'expo-linking';
import { appBridge } from './bridge/app-bridge';
import { ShellApp } from './shell-app';
import * as Notifications from './test/notifications-mock';
import { stored } from './test/secure-store-mock';
import * as webViewMock from './test/webview-mock';

jest.mock('react-native-webview', () => require('./test/webview-mock'));
jest.mock(
  'react-native-safe-area-context',
  () => require('react-native-safe-area-context/jest/mock').default,
);
jest.mock('expo-secure-store', () => require('./test/secure-store-mock'));
jest.mock('expo-notifications', () => require('./test/notifications-mock'));
jest.mock('expo-splash-screen', () => ({
  preventAutoHideAsync: jest.fn(() => Promise.resolve(true)),
  hideAsync: jest.fn(() => Promise.resolve()),
}));
jest.mock('expo-apple-authentication', () => ({}));
jest.mock('@react-native-seoul/kakao-login', () => ({ login: jest.fn() }));
jest.mock('expo-constants', () => ({
  expoConfig: { extra: { webOrigin: 'https://dama.test', apiOrigin: 'https://dama.test' } },
}));
let mockUrlListener: ((event: { url: string }) => void) | null = null;
jest.mock('expo-linking', () => ({
  getInitialURL: jest.fn(() => Promise.resolve(null)),
  addEventListener: jest.fn((_name: string, listener: (event: { url: string }) => void) => {
    mockUrlListener = listener;
    return { remove: () => (mockUrlListener = null) };
  }),
}));

const uri = () => (webViewMock.lastProps.source as { uri: string } | undefined)?.uri;
const payload = {
  notificationId: 7,
  kind: 'PARTNER_ANSWERED',
  title: '민준님이 답했어요',
  body: '오늘의 질문',
  link: '/question/see-answer?coupleQuestionId=3',
};
const notification = (data: unknown) => ({ request: { content: { data } } });

beforeEach(() => {
  stored.clear();
  webViewMock.forgetProps();
  webViewMock.webViewCalls.injectJavaScript.mockClear();
  Notifications.getLastNotificationResponse.mockReturnValue(null);
  jest.mocked(ExpoLinking.getInitialURL).mockResolvedValue(null);
});

describe('the shell app', () => {
  it('opens home, with the sign-in state read from the secure store first', async () => {
    stored.set('dama.accessToken', 'a0');
    stored.set('dama.refreshToken', 'r0');
    render(<ShellApp />);
    await waitFor(() => expect(uri()).toBe('https://dama.test/'));
    expect(appBridge.getState().isLoggedIn).toBe(true);
  });

  it('opens an invite link it was launched with at partner-code, the code filled', async () => {
    jest
      .mocked(ExpoLinking.getInitialURL)
      .mockResolvedValue('dama://onboarding/partner-code?code=AB12CD3');
    render(<ShellApp />);
    await waitFor(() =>
      expect(uri()).toBe('https://dama.test/onboarding/partner-code?code=AB12CD3'),
    );
  });

  it('opens an https invite link that arrives while it runs', async () => {
    render(<ShellApp />);
    await waitFor(() => expect(uri()).toBe('https://dama.test/'));
    act(() => mockUrlListener?.({ url: 'https://dama.test/onboarding/partner-code?code=ZZ99ZZ9' }));
    expect(uri()).toBe('https://dama.test/onboarding/partner-code?code=ZZ99ZZ9');
  });

  it('opens the screen of the notification that launched it', async () => {
    Notifications.getLastNotificationResponse.mockReturnValue({
      notification: notification(payload),
    });
    render(<ShellApp />);
    await waitFor(() =>
      expect(uri()).toBe('https://dama.test/question/see-answer?coupleQuestionId=3'),
    );
  });

  it('opens a tapped notification’s screen', async () => {
    render(<ShellApp />);
    await waitFor(() => expect(uri()).toBe('https://dama.test/'));
    act(() =>
      Notifications.listeners.response.forEach((l) => l({ notification: notification(payload) })),
    );
    expect(uri()).toBe('https://dama.test/question/see-answer?coupleQuestionId=3');
  });

  it('hands a foreground push to the page as pushReceived, with no system banner', async () => {
    render(<ShellApp />);
    await waitFor(() => expect(uri()).toBe('https://dama.test/'));
    const handler = Notifications.setNotificationHandler.mock.calls[0]?.[0] as {
      handleNotification(): Promise<{ shouldShowBanner: boolean }>;
    };
    await expect(handler.handleNotification()).resolves.toMatchObject({ shouldShowBanner: false });
    act(() => Notifications.listeners.received.forEach((l) => l(notification(payload))));
    const injected = webViewMock.webViewCalls.injectJavaScript.mock.calls.map((c) => String(c[0]));
    expect(
      injected.some((code) => code.includes('pushReceived') && code.includes('see-answer')),
    ).toBe(true);
  });
});
