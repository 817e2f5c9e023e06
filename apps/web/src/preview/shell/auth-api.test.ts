import { describe, expect, it, vi } from 'vitest';
import { ApiCallError, createAuthApi } from './auth-api';

interface Call {
  url: string;
  body: unknown;
  authorization: string | null;
}

/** A fetch that answers each path from `answers` and records what was sent. */
function fakeFetch(answers: Record<string, { status?: number; json: unknown }>) {
  const calls: Call[] = [];
  const fetchImpl = vi.fn((input: string, init?: RequestInit) => {
    const url = input;
    const headers = new Headers(init?.headers);
    calls.push({
      url,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
      authorization: headers.get('Authorization'),
    });
    const answer = answers[url];
    if (!answer) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(
      new Response(JSON.stringify(answer.json), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, calls };
}

const ok = (data: unknown) => ({
  json: { requestId: 'r', success: true, message: '요청이 처리되었어요.', data },
});
const session = { memberState: 'ALIVE', grantType: 'Bearer', accessToken: 'a', refreshToken: 'r' };

describe('preview auth api', () => {
  it('signs in with Kakao through the dev issuer and the real login endpoint', async () => {
    const { fetchImpl, calls } = fakeFetch({
      '/api/dev/id-token': ok({ idToken: 'id-token', accessToken: 'kakao-access' }),
      '/api/login/kakao': ok(session),
    });

    const result = await createAuthApi('/api', fetchImpl).signIn(
      { provider: 'KAKAO', subject: 'minjun', email: 'minjun@example.com' },
      'device-1',
    );

    expect(result).toEqual(session);
    expect(calls.map((call) => [call.url, call.body])).toEqual([
      ['/api/dev/id-token', { provider: 'KAKAO', subject: 'minjun', email: 'minjun@example.com' }],
      [
        '/api/login/kakao',
        { idToken: 'id-token', accessToken: 'kakao-access', deviceId: 'device-1' },
      ],
    ]);
  });

  it('signs in with Apple using only the id token', async () => {
    const { fetchImpl, calls } = fakeFetch({
      '/api/dev/id-token': ok({ idToken: 'apple-id', accessToken: 'unused' }),
      '/api/login/apple': ok(session),
    });

    await createAuthApi('/api', fetchImpl).signIn({ provider: 'APPLE', subject: 'seoyeon' }, 'd');

    expect(calls[0]?.body).toEqual({ provider: 'APPLE', subject: 'seoyeon' });
    expect(calls[1]).toMatchObject({
      url: '/api/login/apple',
      body: { idToken: 'apple-id', deviceId: 'd' },
    });
  });

  it("passes the server's Korean error message and code on", async () => {
    const { fetchImpl } = fakeFetch({
      '/api/refresh': {
        status: 401,
        json: { requestId: 'r', success: false, code: 40102, message: '다시 로그인해 주세요.' },
      },
    });

    const failure = await createAuthApi('/api', fetchImpl)
      .refresh('old')
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiCallError);
    expect(failure).toMatchObject({ message: '다시 로그인해 주세요.', code: 40102 });
  });

  it('explains an unreachable server', async () => {
    const { fetchImpl } = fakeFetch({});
    await expect(createAuthApi('/api', fetchImpl).refresh('x')).rejects.toThrow(
      '서버에 연결하지 못했어요. 서버가 켜져 있는지 확인해 주세요.',
    );
  });

  it('logs out with the access token', async () => {
    const { fetchImpl, calls } = fakeFetch({
      '/api/logout': { json: { requestId: 'r', success: true, message: 'ok' } },
    });
    await createAuthApi('/api', fetchImpl).logout('access');
    expect(calls[0]).toMatchObject({ url: '/api/logout', authorization: 'Bearer access' });
  });
});
