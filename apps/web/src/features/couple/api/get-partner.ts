import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { apiCall } from '@/shared/api/client';
import { QUERY_STALE_TIME_MS } from '@/shared/api/constants';
import { coupleKeys } from './couple-keys';

/**
 * GET /members/partner: the linked partner, or `null` when none is connected. NOT_COUPLE_MEMBER
 * is an answer the screens handle (SPEC 8.4), so it resolves to null; every other error throws
 * (to the route error screen). The couple feature sets it to null and removes it when the couple
 * ends (SPEC 4.3). Once known to be null it stays fresh: a member with no partner learns of a new
 * one from the couple stream event, which refetches it (`couple-cache.ts`), so screens do not ask
 * again (and collect a 403 each time) on every visit.
 */
export function partnerQuery() {
  return queryOptions({
    queryKey: coupleKeys.partner,
    queryFn: async ({ signal }) => {
      try {
        return await apiCall('getPartner', {
          signal,
          expectedCodes: ['NOT_COUPLE_MEMBER'],
        });
      } catch (error) {
        if (isApiError(error, 'NOT_COUPLE_MEMBER')) return null;
        throw error;
      }
    },
    staleTime: (query) => (query.state.data === null ? Infinity : QUERY_STALE_TIME_MS),
  });
}
