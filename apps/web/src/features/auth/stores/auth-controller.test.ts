import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { memberKey } from '../api/auth-keys';
import { api } from '@/shared/api/http';
import { makeMember, makeOnboardingMember } from '@test/factories';
import { fakeAdapter, fail, ok, type FakeHandler } from '@test/fake-http';
import { resetTokenState } from '@/shared/api/token';
import type * as BridgeModule from '@/shared/bridge';
import { readDraft, writeDraft } from '@/shared/lib/local-drafts';
import { AuthController, WITHDRAW_FAILED } from './auth-controller';

const shell = vi.hoisted(() => ({
  native: true,
  loggedIn: false,
  token: null as string | null,
  socialLogin: vi.fn(),
  logout: vi.fn(),
}));

vi.mock('@/shared/bridge', async (importOriginal) => {
  const actual = await importOriginal<typeof BridgeModule>();
  return {
    ...actual,
    isInNativeApp: () => shell.native,
    bridge: {
      ...actual.bridge,
      getAuthStatus: () => Promise.resolve({ isLoggedIn: shell.loggedIn }),
      getAuthToken: () => Promise.resolve({ accessToken: shell.token }),
      notifyTokenExpired: () => Promise.resolve(),
      socialLogin: shell.socialLogin,
      logout: shell.logout,
    },
  };
});

let server: FakeHandler;
let queryClient: QueryClient;
let auth: AuthController;
const toLogin = vi.fn(() => Promise.resolve());

beforeEach(() => {
  resetTokenState();
  shell.native = true;
  shell.loggedIn = false;
  shell.token = null;
  shell.socialLogin.mockReset();
  shell.logout.mockReset();
  toLogin.mockClear();
  server = () => ok(makeMember());
  api.defaults.adapter = fakeAdapter((request) => server(request));
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  auth = new AuthController(queryClient);
  auth.bindNavigation({ toLogin, invalidate: () => Promise.resolve() });
});

describe('start-up (SPEC 4.1)', () => {
  it('is unauthenticated when the shell has no login', async () => {
    expect(auth.authStatus).toBe('resolving');
    await auth.bootstrap();
    expect(auth.authStatus).toBe('unauthenticated');
    expect(auth.userInfo).toBeNull();
  });

  it('loads the member when the shell has a token', async () => {
    shell.loggedIn = true;
    shell.token = 'token';
    server = () => ok(makeOnboardingMember({ memberId: 3 }));
    await auth.bootstrap();
    expect(auth.authenticated).toBe(true);
    expect(auth.needsOnboarding).toBe(true);
    expect(auth.userInfo?.memberId).toBe(3);
    expect(window.__DAMA_ANALYTICS__?.find((e) => e.event === 'identify')?.props).toMatchObject({
      userId: '3',
      memberState: 'BEFORE_ONBOARDING',
    });
  });

  it('counts a failed member load (e.g. the member is gone) as logged out', async () => {
    shell.loggedIn = true;
    shell.token = 'token';
    server = () => fail(40001, '회원 정보를 찾을 수 없어요.');
    await auth.bootstrap();
    expect(auth.authStatus).toBe('unauthenticated');
    expect(queryClient.getQueryData(memberKey)).toBeUndefined();
  });
});

describe('social login', () => {
  it('authenticates and tells whether onboarding is needed', async () => {
    shell.socialLogin.mockResolvedValue({ success: true, message: 'ok' });
    shell.token = 'token';
    server = () => ok(makeMember({ memberState: 'BEFORE_ONBOARDING' }));
    await expect(auth.socialLogin('kakao')).resolves.toEqual({ needsOnboarding: true });
    expect(shell.socialLogin).toHaveBeenCalledWith('kakao');
    expect(auth.authenticated).toBe(true);
  });

  it('fails with the shell message and resets the info', async () => {
    shell.socialLogin.mockResolvedValue({ success: false, message: '로그인이 취소되었어요.' });
    await expect(auth.socialLogin('apple')).rejects.toThrow('로그인이 취소되었어요.');
    expect(auth.authenticated).toBe(false);
    expect(auth.userInfo).toBeNull();
  });
});

describe('logout and withdrawal (SPEC 4.2)', () => {
  async function signedIn() {
    shell.loggedIn = true;
    shell.token = 'token';
    await auth.bootstrap();
    queryClient.setQueryData(['terms'], { list: [] });
    expect(auth.authenticated).toBe(true);
  }

  it('logout asks the shell (keeping other local data), clears every query and goes to /login', async () => {
    await signedIn();
    shell.logout.mockResolvedValue({ success: true, message: 'ok' });
    await auth.logout();
    expect(shell.logout).toHaveBeenCalledWith(false);
    expect(auth.authStatus).toBe('unauthenticated');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(toLogin).toHaveBeenCalledTimes(1);
    expect(window.__DAMA_ANALYTICS__?.at(-1)?.event).toBe('reset');
  });

  it('logout clears what was being written; an expired session keeps it for the next sign-in', async () => {
    const draft = { memberId: 7, kind: 'chat', id: 'composer' };
    await signedIn();
    writeDraft(draft, '쓰던 고민');
    await auth.expireSession();
    expect(readDraft(draft)).toBe('쓰던 고민');
    await signedIn();
    shell.logout.mockResolvedValue({ success: true, message: 'ok' });
    await auth.logout();
    expect(readDraft(draft)).toBeNull();
  });

  it('a failed logout throws the shell message and changes nothing', async () => {
    await signedIn();
    shell.logout.mockResolvedValue({ success: false });
    await expect(auth.logout()).rejects.toThrow('로그아웃에 실패했어요.');
    expect(auth.authenticated).toBe(true);
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('withdraw deletes the member, logs out with all data cleared and goes to /login', async () => {
    await signedIn();
    const calls: string[] = [];
    server = (request) => {
      calls.push(`${request.method} ${request.url}`);
      return ok();
    };
    shell.logout.mockResolvedValue({ success: true });
    await auth.withdraw();
    expect(calls).toEqual(['delete /members']);
    expect(shell.logout).toHaveBeenCalledWith(true);
    expect(auth.authStatus).toBe('unauthenticated');
    expect(toLogin).toHaveBeenCalledTimes(1);
    // The login screen is told, so it can confirm the withdrawal.
    expect(toLogin).toHaveBeenCalledWith({ withdrawn: true });
  });

  it('withdraw failing uses the server message, or the fallback', async () => {
    await signedIn();
    server = () => fail(50200, '외부 서비스 연동 중 오류가 발생했어요.');
    await expect(auth.withdraw()).rejects.toThrow('외부 서비스 연동 중 오류가 발생했어요.');
    server = () => ({ status: 500, body: 'oops' });
    await expect(auth.withdraw()).rejects.toThrow(WITHDRAW_FAILED);
    expect(WITHDRAW_FAILED).toBe('회원 탈퇴에 실패했습니다.');
    expect(auth.authenticated).toBe(true);
    expect(shell.logout).not.toHaveBeenCalled();
  });

  it('refreshUserInfo reloads only while authenticated', async () => {
    let reads = 0;
    server = () => {
      reads += 1;
      return ok(makeMember({ nickname: `민준${reads}` }));
    };
    await auth.refreshUserInfo();
    expect(reads).toBe(0);
    await signedIn();
    await auth.refreshUserInfo();
    expect(auth.userInfo?.nickname).toBe('민준2');
  });

  it('a refresh asked while a read is under way reads again after it (the change is seen)', async () => {
    await signedIn();
    // The first read left before the partner's second change; the second refresh must not just
    // join it, or the member keeps the stale couple date.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reads = 0;
    server = async () => {
      reads += 1;
      const read = reads;
      if (read === 1) await held;
      return ok(makeMember({ startLoveDate: read === 1 ? '2025-01-01' : '2025-02-02' }));
    };
    const first = auth.refreshUserInfo();
    const second = auth.refreshUserInfo();
    release();
    await Promise.all([first, second]);
    expect(reads).toBe(2);
    expect(auth.userInfo?.startLoveDate).toBe('2025-02-02');
  });
});
