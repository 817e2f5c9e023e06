import { beforeEach, describe, expect, it } from 'vitest';
import { AxiosError } from 'axios';
import { ErrorCode } from '@dama/contract';
import { fakeAdapter, fail } from '@test/fake-http';
import { ApiError, errorCodeOf, isApiError, serverMessageOf } from './api-error';
import { apiCall } from './client';
import { api, toApiError } from './http';

/** What `apiCall('getMember')` rejects with when the transport answers `reply`. */
async function failureOf(handler: Parameters<typeof fakeAdapter>[0]): Promise<unknown> {
  api.defaults.adapter = fakeAdapter(handler);
  return apiCall('getMember').then(
    () => expect.fail('the call should fail'),
    (error: unknown) => error,
  );
}

describe('ApiError: what a failed call throws', () => {
  beforeEach(() => {
    localStorage.setItem('accessToken', 'token');
  });

  it('carries the contract code, the HTTP status and the server message', async () => {
    const error = await failureOf(() => fail(40001, '회원 정보를 찾을 수 없어요.'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      code: ErrorCode.NO_SUCH_MEMBER,
      codeName: 'NO_SUCH_MEMBER',
      status: 400,
      message: '회원 정보를 찾을 수 없어요.',
    });
    expect((error as ApiError).cause).toBeInstanceOf(AxiosError);
    expect(isApiError(error, 'NO_SUCH_MEMBER')).toBe(true);
    expect(isApiError(error, 'BAD_REQUEST', 'UNAUTHORIZED')).toBe(false);
    expect(errorCodeOf(error)).toBe(40001);
    expect(serverMessageOf(error)).toBe('회원 정보를 찾을 수 없어요.');
  });

  it("uses the contract's message for the code when the server sent none", async () => {
    const error = await failureOf(() => ({
      status: 429,
      body: { requestId: 'r', success: false, code: 42900, message: ' ' },
    }));
    expect(error).toMatchObject({
      code: ErrorCode.TOO_MANY_REQUESTS,
      codeName: 'TOO_MANY_REQUESTS',
      status: 429,
      message: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
    });
  });

  it('has no code or status when no answer came, and no server message', async () => {
    const error = await failureOf((config) => {
      throw new AxiosError('timeout of 200000ms exceeded', 'ECONNABORTED', config);
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: undefined, codeName: undefined, status: undefined });
    expect((error as ApiError).message).toBe('timeout of 200000ms exceeded');
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error, 'BAD_REQUEST')).toBe(false);
    expect(serverMessageOf(error)).toBeUndefined();
  });

  it('passes on errors that are not the transport’s', () => {
    const refreshFailed = new Error('Webview bridge: Failed to receive a new token.');
    expect(toApiError(refreshFailed)).toBe(refreshFailed);
    expect(isApiError(refreshFailed)).toBe(false);
    expect(errorCodeOf(refreshFailed)).toBeUndefined();
    expect(serverMessageOf('boom')).toBeUndefined();
  });
});
