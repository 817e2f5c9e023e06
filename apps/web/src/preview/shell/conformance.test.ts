// The device preview's shell against `@dama/bridge`'s conformance cases (decision 0071), through
// the real web half of @webview-bridge, as the app would call it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { linkBridge } from '@webview-bridge/web';
import {
  CONFORMANCE_CASES,
  SHELL_METHOD_NAMES,
  runConformanceCase,
  type ConformanceSetup,
  type ConformanceShell,
} from '@dama/bridge';
import { ApiCallError, type AuthApi } from './auth-api';
import { NativeShell } from './native-shell';
import { createPhoneStorage } from './phone-storage';
import type { BridgeWindow } from '../bridge/protocol';

function previewShell(setup: ConformanceSetup): ConformanceShell {
  let issued = 0;
  const pair = () => {
    issued += 1;
    return { grantType: 'Bearer' as const, accessToken: `a${issued}`, refreshToken: `r${issued}` };
  };
  const api: AuthApi = {
    signIn: () => Promise.resolve({ memberState: 'BEFORE_ONBOARDING', ...pair() }),
    refresh: () =>
      setup.refreshWorks
        ? Promise.resolve(pair())
        : Promise.reject(new ApiCallError('다시 로그인해 주세요.', 40101)),
    logout: () => Promise.resolve(),
  };
  const storage = createPhoneStorage('conformance', window.localStorage);
  if (setup.signedIn) {
    storage.update({
      tokens: { accessToken: 'a0', refreshToken: 'r0' },
      identity: { provider: 'KAKAO', subject: 'minjun' },
    });
  }
  const opened: string[] = [];
  const shell = new NativeShell({
    api,
    storage,
    openUrl: (url) => opened.push(url),
    reloadFrame: () => undefined,
  });
  shell.attach(window);
  const link = linkBridge({ timeout: 2000, throwOnError: true });
  return {
    async call(method, args) {
      const fn = link.loose[method];
      if (!fn) throw new Error(`no ${method}`);
      const answer = fn(...args) as Promise<unknown>;
      if (method === 'socialLogin') {
        // The preview's login sheet stands in for the provider's SDK.
        await vi.waitFor(() => expect(shell.getSnapshot().loginRequest).not.toBeNull());
        shell.completeLogin({ provider: 'KAKAO', subject: 'minjun' });
      }
      return answer;
    },
    state: () => shell.getSnapshot().state,
    opened: () => opened,
  };
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

describe('the preview shell conforms to @dama/bridge', () => {
  it('answers exactly the shared methods', () => {
    const shell = new NativeShell({
      api: {} as AuthApi,
      storage: createPhoneStorage('names', null),
      openUrl: () => undefined,
      reloadFrame: () => undefined,
    });
    expect(Object.keys(shell.methods).sort()).toEqual([...SHELL_METHOD_NAMES].sort());
  });

  it.each(CONFORMANCE_CASES.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    await expect(runConformanceCase(previewShell(testCase.setup), testCase)).resolves.toEqual([]);
  });
});
