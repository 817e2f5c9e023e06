// The web app's side of the bridge against `@dama/bridge` (decision 0071): each of its calls
// sends the method and arguments the shared definition gives, and reads the shared answers.
import { beforeEach, describe, expect, it } from 'vitest';
import { SHELL_METHOD_NAMES, WIRE_EXAMPLES, type ShellMethodName } from '@dama/bridge';
import {
  emitByBridgeId,
  injectBeforeContentLoaded,
  parseWebMessage,
} from '@/preview/bridge/protocol';
import { bridge } from './bridge';

const received: { method: string; args: unknown[] }[] = [];

// A native side that answers every method with the shared example answer (the test setup
// removes `ReactNativeWebView` before each test, so it goes in again).
const answerExamples = (raw: string) => {
  const message = parseWebMessage(raw);
  if (message.type !== 'bridge') return;
  received.push({ method: message.method, args: message.args });
  const example = WIRE_EXAMPLES[message.method as ShellMethodName];
  setTimeout(() => {
    emitByBridgeId(
      window,
      message.bridgeId,
      `${message.method}-${message.eventId}`,
      example.answer,
    );
  }, 0);
};

beforeEach(() => {
  injectBeforeContentLoaded(window, SHELL_METHOD_NAMES, {}, answerExamples);
});

/** How the app calls each method, and what it makes of the example answer. */
const WEB_CALLS: { [M in ShellMethodName]: { call: () => Promise<unknown>; reads: unknown } } = {
  socialLogin: {
    call: () => bridge.socialLogin('kakao'),
    reads: { success: true, message: '로그인했어요.' },
  },
  getAuthStatus: { call: () => bridge.getAuthStatus(), reads: { isLoggedIn: true } },
  getAuthToken: { call: () => bridge.getAuthToken(), reads: { accessToken: 'access-1' } },
  logout: { call: () => bridge.logout(true), reads: { success: true, message: '로그아웃했어요.' } },
  notifyTokenExpired: { call: () => bridge.notifyTokenExpired(), reads: undefined },
  saveChatTutorialSeen: { call: () => bridge.saveChatTutorialSeen(), reads: undefined },
  getChatTutorialSeen: { call: () => bridge.getChatTutorialSeen(), reads: true },
  getQuestionHelp: { call: () => bridge.getQuestionHelp(), reads: false },
  setQuestionHelpFalse: { call: () => bridge.setQuestionHelpFalse(), reads: undefined },
  getIntroSeen: { call: () => bridge.getIntroSeen(), reads: true },
  setIntroSeen: { call: () => bridge.setIntroSeen(), reads: undefined },
  setModalOpen: { call: () => bridge.setModalOpen(true), reads: undefined },
  openWebView: { call: () => bridge.openWebView('https://example.com/terms'), reads: undefined },
  getPushToken: {
    call: () => bridge.getPushToken({ prompt: true }),
    reads: { token: 'ExponentPushToken[abc]', permission: 'granted' },
  },
};

describe('the web app speaks @dama/bridge', () => {
  it.each(SHELL_METHOD_NAMES)('%s: the shared method, arguments and answer', async (method) => {
    received.length = 0;
    const { call, reads } = WEB_CALLS[method];
    await expect(call()).resolves.toEqual(reads);
    expect(received).toEqual([{ method, args: WIRE_EXAMPLES[method].args }]);
  });
});
