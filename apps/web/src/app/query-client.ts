import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS } from '@/shared/api/constants';

/** DESIGN 11: data stays fresh 30 s and is kept 5 min after its last use. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: (failureCount, error) => {
          // Client errors (4xx) are answers, not glitches: never retry them.
          const status = (error as { response?: { status?: number } }).response?.status;
          if (status !== undefined && status < 500) return false;
          return failureCount < 1;
        },
        refetchOnWindowFocus: false,
      },
      // Offline, an action fails at once (shown failed, with a retry, what was written kept)
      // instead of pausing with its spinner until the connection returns (decision 0050).
      mutations: { networkMode: 'always' },
    },
  });
}
