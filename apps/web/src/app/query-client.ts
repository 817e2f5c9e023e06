import { QueryClient } from '@tanstack/react-query';

/** DESIGN 11: data stays fresh 30 s and is kept 5 min after its last use. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: (failureCount, error) => {
          // Client errors (4xx) are answers, not glitches: never retry them.
          const status = (error as { response?: { status?: number } }).response?.status;
          if (status !== undefined && status < 500) return false;
          return failureCount < 1;
        },
        refetchOnWindowFocus: false,
      },
    },
  });
}
