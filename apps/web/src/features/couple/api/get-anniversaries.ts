import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { QUERY_STALE_TIME_MS } from '@/shared/api/constants';
import { COUPLE_SCOPED, coupleKeys } from './couple-keys';

/**
 * GET /couples/anniversaries: the couple's own anniversaries (issue 26, decision 0069). Couple
 * data: read again after a link or an unlink (COUPLE_SCOPED) and when the partner changes one
 * (`couple_anniversaries_changed`, couple-events-host.tsx). Ask only with a partner (40301).
 */
export function anniversariesQuery() {
  return queryOptions({
    queryKey: coupleKeys.anniversaries,
    queryFn: async ({ signal }) => (await apiCall('listAnniversaries', { signal })).list,
    staleTime: QUERY_STALE_TIME_MS,
    meta: COUPLE_SCOPED,
  });
}
