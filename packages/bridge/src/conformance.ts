import type { ShellAnswer, ShellArgs, ShellMethodName, ShellState } from './methods';

/**
 * The conformance cases every implementation of the bridge runs (decision 0071): the Expo shell
 * (jest), the device preview's shell and the web app's side (vitest). A case is a short sequence
 * of calls on a fresh shell; each answer is held to its shape, or to an exact value.
 */

type AnyCall = { [M in ShellMethodName]: { method: M; args: ShellArgs<M> } }[ShellMethodName];

export interface ConformanceStep {
  call: AnyCall;
  /** An exact answer (compared as JSON, as it crosses the bridge), or only its shape. */
  expect: { equals: unknown } | { shape: ShellMethodName };
}

export interface ConformanceSetup {
  signedIn: boolean;
  /** Whether the server accepts the refresh token (`POST /api/refresh`). */
  refreshWorks: boolean;
}

export interface ConformanceCase {
  name: string;
  setup: ConformanceSetup;
  steps: ConformanceStep[];
  /** The state the page sees after the steps, where the case says. */
  state?: Partial<ShellState>;
  /** URLs handed to the system browser by the steps. */
  opened?: string[];
}

/** One implementation under test: a fresh shell per case. */
export interface ConformanceShell {
  call(method: ShellMethodName, args: readonly unknown[]): Promise<unknown>;
  state(): ShellState;
  opened(): string[];
}

const signedIn: ConformanceSetup = { signedIn: true, refreshWorks: true };
const signedOut: ConformanceSetup = { signedIn: false, refreshWorks: true };
const step = <M extends ShellMethodName>(
  method: M,
  args: ShellArgs<M>,
  expect: ConformanceStep['expect'],
): ConformanceStep => ({ call: { method, args } as AnyCall, expect });

export const CONFORMANCE_CASES: ConformanceCase[] = [
  {
    name: 'signed out: no token, not logged in',
    setup: signedOut,
    steps: [
      step('getAuthStatus', [], { equals: { isLoggedIn: false } }),
      step('getAuthToken', [], { equals: { accessToken: null } }),
    ],
    state: { isLoggedIn: false, isModalOpen: false },
  },
  {
    name: 'socialLogin signs in and the token follows',
    setup: signedOut,
    steps: [
      step('socialLogin', ['kakao'], { shape: 'socialLogin' }),
      step('getAuthStatus', [], { equals: { isLoggedIn: true } }),
      step('getAuthToken', [], { shape: 'getAuthToken' }),
    ],
    state: { isLoggedIn: true },
  },
  {
    name: 'logout keeps the flags, logout(clearAll) forgets them',
    setup: signedIn,
    steps: [
      step('setIntroSeen', [], { equals: null }),
      step('logout', [{ clearAll: false }], { shape: 'logout' }),
      step('getAuthToken', [], { equals: { accessToken: null } }),
      step('getIntroSeen', [], { equals: true }),
      step('logout', [{ clearAll: true }], { shape: 'logout' }),
      step('getIntroSeen', [], { equals: false }),
    ],
    state: { isLoggedIn: false },
  },
  {
    name: 'the device flags start unset and stay set',
    setup: signedIn,
    steps: [
      step('getChatTutorialSeen', [], { equals: false }),
      step('saveChatTutorialSeen', [], { equals: null }),
      step('getChatTutorialSeen', [], { equals: true }),
      step('getQuestionHelp', [], { equals: true }),
      step('setQuestionHelpFalse', [], { equals: null }),
      step('getQuestionHelp', [], { equals: false }),
      step('getIntroSeen', [], { equals: false }),
      step('setIntroSeen', [], { equals: null }),
      step('getIntroSeen', [], { equals: true }),
    ],
  },
  {
    name: 'notifyTokenExpired rotates the pair',
    setup: signedIn,
    steps: [
      step('notifyTokenExpired', [], { equals: { success: true } }),
      step('getAuthToken', [], { shape: 'getAuthToken' }),
      step('getAuthStatus', [], { equals: { isLoggedIn: true } }),
    ],
    state: { isLoggedIn: true },
  },
  {
    name: 'a refresh token the server refuses: no token (SPEC 8.1)',
    setup: { signedIn: true, refreshWorks: false },
    steps: [
      step('notifyTokenExpired', [], { equals: { success: false } }),
      step('getAuthToken', [], { equals: { accessToken: null } }),
      step('getAuthStatus', [], { equals: { isLoggedIn: false } }),
    ],
    state: { isLoggedIn: false },
  },
  {
    name: 'notifyTokenExpired signed out: nothing to refresh',
    setup: signedOut,
    steps: [step('notifyTokenExpired', [], { equals: { success: false } })],
  },
  {
    name: 'setModalOpen reaches the state',
    setup: signedIn,
    steps: [step('setModalOpen', [true], { equals: null })],
    state: { isModalOpen: true },
  },
  {
    name: 'openWebView hands the page to the system browser',
    setup: signedIn,
    steps: [step('openWebView', ['https://example.com/terms'], { equals: null })],
    opened: ['https://example.com/terms'],
  },
  {
    name: 'getPushToken answers a token or null with the permission',
    setup: signedIn,
    steps: [step('getPushToken', [{ prompt: false }], { shape: 'getPushToken' })],
  },
];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isActionResult = (v: unknown) =>
  isRecord(v) && typeof v.success === 'boolean' && typeof v.message === 'string';
const nothing = (v: unknown) => v === undefined || v === null;

/** Whether an answer has the shape `ShellMethods` gives it (values cross the bridge as JSON). */
export const ANSWER_SHAPES: { [M in ShellMethodName]: (value: unknown) => boolean } = {
  socialLogin: isActionResult,
  getAuthStatus: (v) => isRecord(v) && typeof v.isLoggedIn === 'boolean',
  getAuthToken: (v) =>
    isRecord(v) &&
    (v.accessToken === null || (typeof v.accessToken === 'string' && v.accessToken !== '')),
  logout: isActionResult,
  notifyTokenExpired: (v) => isRecord(v) && typeof v.success === 'boolean',
  saveChatTutorialSeen: nothing,
  getChatTutorialSeen: (v) => typeof v === 'boolean',
  getQuestionHelp: (v) => typeof v === 'boolean',
  setQuestionHelpFalse: nothing,
  getIntroSeen: (v) => typeof v === 'boolean',
  setIntroSeen: nothing,
  setModalOpen: nothing,
  openWebView: nothing,
  getPushToken: (v) =>
    isRecord(v) &&
    (v.token === null || typeof v.token === 'string') &&
    (v.permission === 'granted' || v.permission === 'denied' || v.permission === 'undetermined'),
};

/** JSON as the bridge carries it (`undefined` crosses as nothing: null here). */
function wire(value: unknown): string {
  return JSON.stringify(value === undefined ? null : value);
}

/** Runs one case; the list of what did not conform (empty when it all did). */
export async function runConformanceCase(
  shell: ConformanceShell,
  testCase: ConformanceCase,
): Promise<string[]> {
  const failures: string[] = [];
  for (const [index, { call, expect }] of testCase.steps.entries()) {
    const label = `step ${index + 1} ${call.method}(${wire(call.args).slice(1, -1)})`;
    let answer: unknown;
    try {
      answer = await shell.call(call.method, call.args);
    } catch (error) {
      failures.push(`${label} threw ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    if ('equals' in expect) {
      if (wire(answer) !== wire(expect.equals)) {
        failures.push(`${label} answered ${wire(answer)}, expected ${wire(expect.equals)}`);
      }
    } else if (!ANSWER_SHAPES[expect.shape](answer)) {
      failures.push(`${label} answered ${wire(answer)}, not a ${expect.shape} answer`);
    }
  }
  const state = shell.state();
  for (const [key, value] of Object.entries(testCase.state ?? {})) {
    if (state[key as keyof ShellState] !== value) {
      failures.push(
        `state ${key} is ${wire(state[key as keyof ShellState])}, expected ${wire(value)}`,
      );
    }
  }
  if (testCase.opened && wire(shell.opened()) !== wire(testCase.opened)) {
    failures.push(`opened ${wire(shell.opened())}, expected ${wire(testCase.opened)}`);
  }
  return failures;
}

/**
 * The web app's side: what each of its calls sends, and an answer of the shape above it must
 * read (`apps/web/src/shared/bridge/conformance.test.ts`).
 */
export const WIRE_EXAMPLES: {
  [M in ShellMethodName]: { args: ShellArgs<M>; answer: ShellAnswer<M> };
} = {
  socialLogin: { args: ['kakao'], answer: { success: true, message: '로그인했어요.' } },
  getAuthStatus: { args: [], answer: { isLoggedIn: true } },
  getAuthToken: { args: [], answer: { accessToken: 'access-1' } },
  logout: { args: [{ clearAll: true }], answer: { success: true, message: '로그아웃했어요.' } },
  notifyTokenExpired: { args: [], answer: { success: true } },
  saveChatTutorialSeen: { args: [], answer: undefined },
  getChatTutorialSeen: { args: [], answer: true },
  getQuestionHelp: { args: [], answer: false },
  setQuestionHelpFalse: { args: [], answer: undefined },
  getIntroSeen: { args: [], answer: true },
  setIntroSeen: { args: [], answer: undefined },
  setModalOpen: { args: [true], answer: undefined },
  openWebView: { args: ['https://example.com/terms'], answer: undefined },
  getPushToken: {
    args: [{ prompt: true }],
    answer: { token: 'ExponentPushToken[abc]', permission: 'granted' },
  },
};
