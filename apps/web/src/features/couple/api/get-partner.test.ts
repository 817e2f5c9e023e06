import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type * as Client from '@/shared/api/client';
import { apiError, makePartner } from '@test/factories';
import { QUERY_STALE_TIME_MS } from '@/shared/api/constants';
import { partnerQuery } from './get-partner';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof Client>()),
  apiCall,
}));

beforeEach(() => {
  apiCall.mockReset();
  vi.useRealTimers();
});

/** Subscribes to the partner query once (as a screen mounting would) and waits for its data. */
async function mountOnce(queryClient: QueryClient) {
  const observer = new QueryObserver(queryClient, partnerQuery());
  const unsubscribe = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
  unsubscribe();
  return observer.getCurrentResult().data;
}

describe('the partner query', () => {
  it('no partner (40301) is null, and stays known: later screens do not ask again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    apiCall.mockRejectedValue(apiError(40301));
    const queryClient = new QueryClient();
    expect(await mountOnce(queryClient)).toBeNull();
    vi.advanceTimersByTime(QUERY_STALE_TIME_MS * 3);
    expect(await mountOnce(queryClient)).toBeNull();
    expect(apiCall).toHaveBeenCalledTimes(1);
  });

  it('a partner is read again once the usual 30 s have passed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    apiCall.mockResolvedValue(makePartner());
    const queryClient = new QueryClient();
    await mountOnce(queryClient);
    vi.advanceTimersByTime(QUERY_STALE_TIME_MS + 1);
    await mountOnce(queryClient);
    expect(apiCall).toHaveBeenCalledTimes(2);
  });
});
