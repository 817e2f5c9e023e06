import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { termsKeys } from './terms-keys';

/** GET /terms: the newest terms of every type. */
export function termsQuery() {
  return queryOptions({
    queryKey: termsKeys.all,
    queryFn: ({ signal }) => apiCall('getTerms', { signal }),
  });
}
