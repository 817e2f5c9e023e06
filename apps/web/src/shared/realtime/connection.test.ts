import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as BridgeModule from '../bridge';
import { resetTokenState } from '../api/token';
import { registerLoginRedirect } from '../lib/login-redirect';
import { createAppStream, STREAM_URL } from './connection';

const shell = vi.hoisted(() => ({
  token: 'old-token',
  calls: [] as string[],
}));

vi.mock('../bridge', async (importOriginal) => {
  const actual = await importOriginal<typeof BridgeModule>();
  return {
    ...actual,
    isInNativeApp: () => true,
    bridge: {
      ...actual.bridge,
      notifyTokenExpired: () => {
        shell.calls.push('notifyTokenExpired');
        shell.token = 'new-token';
        return Promise.resolve();
      },
      getAuthToken: () => {
        shell.calls.push('getAuthToken');
        return Promise.resolve({ accessToken: shell.token });
      },
    },
  };
});

const seen: string[] = [];

beforeEach(() => {
  resetTokenState();
  shell.token = 'old-token';
  shell.calls = [];
  seen.length = 0;
  registerLoginRedirect(vi.fn());
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const auth = new Headers(init.headers).get('Authorization');
      seen.push(`${url} ${auth}`);
      if (auth !== 'Bearer new-token') return Promise.resolve(new Response('{}', { status: 401 }));
      return Promise.resolve(
        new Response(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } }),
      );
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the app stream inside the shell', () => {
  it('reads the token from the shell, and a manual reconnect after a 401 asks the shell first', async () => {
    const stream = createAppStream();
    const states: string[] = [];
    stream.onStateChange((state) => states.push(state));

    stream.connect();
    await vi.waitFor(() => expect(states.at(-1)).toBe('CLOSED'));
    expect(seen).toEqual([`${STREAM_URL} Bearer old-token`]);
    expect(shell.calls).toEqual(['getAuthToken']);

    await stream.reconnect();
    await vi.waitFor(() => expect(stream.state).toBe('OPEN'));
    expect(shell.calls).toEqual(['getAuthToken', 'notifyTokenExpired', 'getAuthToken']);
    expect(seen).toEqual([`${STREAM_URL} Bearer old-token`, `${STREAM_URL} Bearer new-token`]);
    expect(STREAM_URL).toBe('/api/sse/connect');
    stream.close();
  });
});
