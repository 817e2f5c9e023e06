import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  discardEarlyReads,
  earlyReadKey,
  earlyStart,
  takeEarlyRead,
  type EarlyPlan,
} from './early-reads';
import { fakeAdapter, ok } from '@test/fake-http';
import { apiCall } from './client';
import { api } from './http';

const plans: Record<string, EarlyPlan> = {
  '/': {
    reads: [
      { key: 'getMember', url: '/api/members' },
      { key: 'getPartner', url: '/api/members/partner' },
    ],
    chunks: ['/assets/routes-abc.js'],
  },
};

function fakeWindow(path: string, token: string | null, answer: (url: string) => unknown) {
  window.history.replaceState(null, '', path);
  if (token) window.localStorage.setItem('accessToken', token);
  const fetch = vi.fn((url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(answer(url)), { status: 200 })),
  );
  vi.stubGlobal('fetch', fetch);
  return { win: window, fetch };
}

const envelope = (data: unknown) => ({ success: true, code: 200, message: 'ok', data });

afterEach(() => {
  discardEarlyReads();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  window.history.replaceState(null, '', '/');
});

describe('earlyStart, the script in index.html (decision 0030)', () => {
  it("sends a signed-in browser's first-screen reads with its token and preloads the route's chunks", async () => {
    const { win, fetch } = fakeWindow('/', 'token-a', (url) => envelope({ url }));
    earlyStart(plans, win, 'accessToken');

    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/members', '/api/members/partner']);
    expect(fetch.mock.calls[0]?.[1]).toMatchObject({
      headers: { Authorization: 'Bearer token-a' },
    });
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.map((link) => new URL(link.href).pathname)).toEqual(['/assets/routes-abc.js']);
    await expect(takeEarlyRead('getMember')).resolves.toEqual({ data: { url: '/api/members' } });
  });

  it('does nothing without a token, in the app shell, with a query string or on another screen', () => {
    const cases: [string, string | null, boolean][] = [
      ['/', null, false],
      ['/', 'token-a', true],
      ['/?x=1', 'token-a', false],
      ['/my-page', 'token-a', false],
    ];
    for (const [path, token, inShell] of cases) {
      window.localStorage.clear();
      const { win, fetch } = fakeWindow(path, token, () => envelope(1));
      if (inShell) win.ReactNativeWebView = { postMessage: () => undefined };
      earlyStart(plans, win, 'accessToken');
      delete win.ReactNativeWebView;
      expect(fetch, `${path} ${token} ${inShell}`).not.toHaveBeenCalled();
      expect(window.__damaEarlyReads).toBeUndefined();
    }
  });
});

describe('takeEarlyRead', () => {
  it('gives each read once; a failed one, one sent with another token, or a discarded one not at all', async () => {
    const { win } = fakeWindow('/', 'token-a', (url) =>
      url === '/api/members' ? envelope('me') : { success: false, code: 40100 },
    );
    earlyStart(plans, win, 'accessToken');
    await expect(takeEarlyRead('getMember')).resolves.toEqual({ data: 'me' });
    await expect(takeEarlyRead('getMember')).resolves.toBeUndefined();
    await expect(takeEarlyRead('getPartner')).resolves.toBeUndefined(); // success: false

    earlyStart(plans, win, 'accessToken');
    window.localStorage.setItem('accessToken', 'token-b'); // signed in again meanwhile
    await expect(takeEarlyRead('getMember')).resolves.toBeUndefined();

    window.localStorage.setItem('accessToken', 'token-a');
    earlyStart(plans, win, 'accessToken');
    discardEarlyReads();
    await expect(takeEarlyRead('getPartner')).resolves.toBeUndefined();
  });

  it('keys a call by its operation and its query as written', () => {
    expect(earlyReadKey('getMember')).toBe('getMember');
    expect(earlyReadKey('getCurrentChatMessages', { page: 0, size: 10, sort: '' })).toBe(
      'getCurrentChatMessages {"page":0,"size":10,"sort":""}',
    );
  });
});

describe('apiCall with early reads', () => {
  const server = () => {
    const requests: string[] = [];
    api.defaults.adapter = fakeAdapter((request) => {
      requests.push(request.url ?? '');
      return ok({ from: 'server' });
    });
    return requests;
  };

  it('answers from the early read without a request, then asks the server for the next call', async () => {
    const requests = server();
    const { win } = fakeWindow('/', 'token-a', () => envelope({ from: 'early' }));
    earlyStart(plans, win, 'accessToken');

    await expect(apiCall('getMember')).resolves.toEqual({ from: 'early' });
    expect(requests).toEqual([]);
    await expect(apiCall('getMember')).resolves.toEqual({ from: 'server' });
    expect(requests).toEqual(['/members']);
  });

  it('sends the request itself when the early read failed, so errors are handled as always', async () => {
    const requests = server();
    const { win } = fakeWindow('/', 'token-a', () => ({ success: false, code: 50000 }));
    earlyStart(plans, win, 'accessToken');

    await expect(apiCall('getPartner')).resolves.toEqual({ from: 'server' });
    expect(requests).toEqual(['/members/partner']);
  });
});
