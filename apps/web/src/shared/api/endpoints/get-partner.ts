import { queryOptions } from '@tanstack/react-query';
import { isApiError } from '../api-error';
import { apiCall } from '../client';
import { queryKeys } from '../query-keys';

/**
 * GET /members/partner: the linked partner, or `null` when none is connected. NOT_COUPLE_MEMBER
 * is an answer the screens handle (SPEC 8.4), so it resolves to null; every other error throws
 * (to the route error screen). The couple feature sets it to null and removes it when the couple
 * ends (SPEC 4.3).
 */
export function partnerQuery() {
  return queryOptions({
    queryKey: queryKeys.partner,
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
  });
}
