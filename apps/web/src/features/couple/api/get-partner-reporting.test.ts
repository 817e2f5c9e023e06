import { beforeEach, describe, expect, it } from 'vitest';
import { fakeAdapter, fail } from '@test/fake-http';
import { apiCall } from '@/shared/api/client';
import { api } from '@/shared/api/http';
import { ApiError } from '@/shared/api/api-error';
import { partnerQuery } from './get-partner';

/** The error_occurred events the debug analytics sink received. */
const reportedErrors = () =>
  (window.__DAMA_ANALYTICS__ ?? []).filter((entry) => entry.event === 'error_occurred');

describe('expected error codes', () => {
  beforeEach(() => {
    localStorage.setItem('accessToken', 'token');
    api.defaults.adapter = fakeAdapter(() => fail(40301, '커플로 연결된 상대가 없어요.'));
  });

  it('a partner query without a partner resolves to null and reports nothing (SPEC 6, 8.4)', async () => {
    const { queryFn } = partnerQuery();
    const result = await (queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
      signal: new AbortController().signal,
    });
    expect(result).toBeNull();
    expect(reportedErrors()).toEqual([]);
  });

  it('the same 403 is still reported when the caller did not expect it', async () => {
    const error: unknown = await apiCall('getPartner').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 40301, status: 403 });
    expect(reportedErrors()).toHaveLength(1);
    expect(reportedErrors()[0]?.props.error_type).toBe('forbidden');
  });
});
