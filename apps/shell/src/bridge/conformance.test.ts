// The Expo shell against `@dama/bridge`'s conformance cases (decision 0071): the same cases the
// device preview's shell runs, with the native modules mocked at their package boundary.
import {
  CONFORMANCE_CASES,
  SHELL_METHOD_NAMES,
  runConformanceCase,
  type ConformanceSetup,
  type ConformanceShell,
  type ShellMethods,
} from '@dama/bridge';
import { login } from '@react-native-seoul/kakao-login';
import { createShell, resetDevice, signInDevice } from '../test/harness';
import { failure, ok, serve } from '../test/fake-server';
import { appBridge } from './app-bridge';

jest.mock('expo-secure-store', () => require('../test/secure-store-mock'));
jest.mock('expo-notifications', () => require('../test/notifications-mock'));
jest.mock('expo-device', () => ({ isDevice: true }));
jest.mock('expo-apple-authentication', () => ({}));
jest.mock('@react-native-seoul/kakao-login', () => ({ login: jest.fn() }));
jest.mock('react-native-webview', () => require('../test/webview-mock'));

function expoShell(setup: ConformanceSetup): ConformanceShell {
  resetDevice();
  if (setup.signedIn) signInDevice();
  let issued = 0;
  const pair = () => {
    issued += 1;
    return { grantType: 'Bearer', accessToken: `a${issued}`, refreshToken: `r${issued}` };
  };
  serve({
    '/login/kakao': () => ok({ memberState: 'BEFORE_ONBOARDING', ...pair() }),
    '/refresh': () =>
      setup.refreshWorks ? ok(pair()) : failure(401, 40101, '다시 로그인해 주세요.'),
    '/logout': () => ok(),
  });
  jest.mocked(login).mockResolvedValue({
    accessToken: 'kakao-access',
    idToken: 'kakao-id-token',
    refreshToken: 'kakao-refresh',
    accessTokenExpiresAt: '',
    refreshTokenExpiresAt: '',
    scopes: ['openid'],
  } as never);
  const { methods, state, opened } = createShell();
  state.isLoggedIn = setup.signedIn;
  return {
    async call(method, args) {
      // Values cross the bridge as JSON, both ways.
      const run = methods[method] as (...a: unknown[]) => Promise<unknown>;
      const answer = await run(...(JSON.parse(JSON.stringify(args)) as unknown[]));
      return answer === undefined ? undefined : (JSON.parse(JSON.stringify(answer)) as unknown);
    },
    state: () => state,
    opened: () => opened,
  };
}

describe('the Expo shell conforms to @dama/bridge', () => {
  it('shares exactly the shared methods and state with the page', () => {
    const store = appBridge.getState();
    const methods = Object.keys(store).filter(
      (key) => typeof store[key as keyof ShellMethods] === 'function',
    );
    expect(methods.sort()).toEqual([...SHELL_METHOD_NAMES].sort());
    expect(
      Object.keys(store)
        .filter((key) => !methods.includes(key))
        .sort(),
    ).toEqual(['isLoggedIn', 'isModalOpen', 'keyboardHeight']);
  });

  it.each(CONFORMANCE_CASES.map((c) => [c.name, c] as const))('%s', async (_name, testCase) => {
    await expect(runConformanceCase(expoShell(testCase.setup), testCase)).resolves.toEqual([]);
  });
});
