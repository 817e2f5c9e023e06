import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import type * as BridgeModule from '../bridge';
import { registerLoginRedirect } from '../lib/login-redirect';
import { apiCall } from './client';
import { api } from './http';
import { fakeAdapter, fail, ok, type FakeReply } from '@test/fake-http';
import { resetTokenState, TOKEN_REFRESH_FAILED } from './token';

const shell = vi.hoisted(() => ({
  native: true,
  token: null as string | null,
  nextToken: null as string | null,
  notifyTokenExpired: vi.fn<() => Promise<void>>(),
  getAuthToken: vi.fn<() => Promise<{ accessToken: string | null }>>(),
}));

vi.mock('../bridge', async (importOriginal) => {
  const actual = await importOriginal<typeof BridgeModule>();
  return {
    ...actual,
    isInNativeApp: () => shell.native,
    bridge: {
      ...actual.bridge,
      notifyTokenExpired: shell.notifyTokenExpired,
      getAuthToken: shell.getAuthToken,
    },
  };
});

const member = {
  memberId: 1,
  memberState: 'ALIVE',
  provider: 'KAKAO',
  nickname: '담이',
  email: null,
  startLoveDate: null,
  loveTypeCategory: null,
  anxietyRate: null,
  avoidanceRate: null,
  totalChatRoomCount: 0,
  totalCoupleQuestionCount: 0,
};

/** The server: accepts only `Bearer new-token`; records what each request carried. */
const seen: string[] = [];
function server(request: InternalAxiosRequestConfig): FakeReply {
  const auth = String(request.headers.get('Authorization') ?? '');
  seen.push(`${request.url} ${auth}`);
  return auth === 'Bearer new-token' ? ok(member) : fail(40100, '로그인이 필요해요.');
}

const toLogin = vi.fn();

beforeEach(() => {
  resetTokenState();
  seen.length = 0;
  toLogin.mockReset();
  registerLoginRedirect(toLogin);
  shell.native = true;
  shell.token = 'old-token';
  shell.nextToken = 'new-token';
  shell.notifyTokenExpired.mockReset().mockImplementation(() => {
    shell.token = shell.nextToken;
    return Promise.resolve();
  });
  shell.getAuthToken
    .mockReset()
    .mockImplementation(() => Promise.resolve({ accessToken: shell.token }));
  api.defaults.adapter = fakeAdapter(server);
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function settleRedirects() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('401 queue inside the shell (SPEC 8.1)', () => {
  it('refreshes once and replays each concurrent request once with the new token', async () => {
    const results = await Promise.all([
      apiCall('getMember'),
      apiCall('getMember'),
      apiCall('getInviteCode'),
    ]);

    expect(results[0]).toEqual(member);
    expect(results[1]).toEqual(member);
    expect(shell.notifyTokenExpired).toHaveBeenCalledTimes(1);
    expect(seen.filter((line) => line.endsWith('Bearer old-token'))).toHaveLength(3);
    expect(seen.filter((line) => line.endsWith('Bearer new-token')).sort()).toEqual([
      '/members Bearer new-token',
      '/members Bearer new-token',
      '/members/invite-code Bearer new-token',
    ]);
    expect(toLogin).not.toHaveBeenCalled();
  });

  it('a 401 arriving after the refresh finished replays with the new token, no second refresh', async () => {
    let releaseSlow: () => void = () => undefined;
    const slowGate = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    let first = true;
    api.defaults.adapter = fakeAdapter(async (request) => {
      if (first) {
        first = false;
        await slowGate; // the slow request's 401 comes back late
      }
      return server(request);
    });
    const slow = apiCall('getMember');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(apiCall('getInviteCode')).resolves.toEqual(member); // refreshes
    releaseSlow();
    await expect(slow).resolves.toEqual(member);
    expect(shell.notifyTokenExpired).toHaveBeenCalledTimes(1);
  });

  it('when no new token comes back: rejects every queued request, reports critical, goes to /login', async () => {
    shell.nextToken = null;
    const calls = [apiCall('getMember'), apiCall('getMember'), apiCall('getInviteCode')];
    const outcomes = await Promise.allSettled(calls);
    await settleRedirects();

    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toHaveProperty(
        'message',
        TOKEN_REFRESH_FAILED,
      );
    }
    expect(TOKEN_REFRESH_FAILED).toBe('Webview bridge: Failed to receive a new token.');
    expect(shell.notifyTokenExpired).toHaveBeenCalledTimes(1);
    expect(toLogin).toHaveBeenCalledTimes(1);
    expect(seen.every((line) => line.endsWith('Bearer old-token'))).toBe(true);
    const reports = (window.__DAMA_ANALYTICS__ ?? []).filter(
      (e) => e.props.error_type === 'token_refresh_failed',
    );
    expect(reports).toHaveLength(1);
  });

  it('a replayed request that fails with 401 again is not retried a second time', async () => {
    api.defaults.adapter = fakeAdapter((request) => {
      seen.push(String(request.headers.get('Authorization')));
      return fail(40100);
    });
    await expect(apiCall('getMember')).rejects.toHaveProperty('status', 401);
    await settleRedirects();
    expect(shell.notifyTokenExpired).toHaveBeenCalledTimes(1);
    expect(seen).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(toLogin).toHaveBeenCalled();
  });

  it('no token at all: nothing is sent and the app goes to /login', async () => {
    shell.token = null;
    await expect(apiCall('getMember')).rejects.toThrow('Access token is missing');
    await settleRedirects();
    expect(seen).toEqual([]);
    expect(toLogin).toHaveBeenCalledTimes(1);
  });

  it('public endpoints are not refreshed on 401', async () => {
    api.defaults.adapter = fakeAdapter(() => fail(40101, '소셜 로그인 토큰을 확인할 수 없어요.'));
    await expect(
      apiCall('loginKakao', { body: { idToken: 'id', accessToken: 'at' } }),
    ).rejects.toHaveProperty('code', 40101);
    expect(shell.notifyTokenExpired).not.toHaveBeenCalled();
    expect(toLogin).not.toHaveBeenCalled();
  });
});

describe('in a browser', () => {
  it('sends the local storage token and goes to /login on a 401 without refreshing', async () => {
    shell.native = false;
    window.localStorage.setItem('accessToken', 'browser-token');
    api.defaults.adapter = fakeAdapter((request) => {
      seen.push(String(request.headers.get('Authorization')));
      return fail(40100);
    });
    await expect(apiCall('getMember')).rejects.toHaveProperty('status', 401);
    await settleRedirects();
    expect(seen).toEqual(['Bearer browser-token']);
    expect(shell.notifyTokenExpired).not.toHaveBeenCalled();
    expect(toLogin).toHaveBeenCalledTimes(1);
  });
});
