import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../client';
import { queryKeys } from '../query-keys';

/** GET /terms: the newest terms of every type. */
export function termsQuery() {
  return queryOptions({
    queryKey: queryKeys.terms,
    queryFn: ({ signal }) => apiCall('getTerms', { signal }),
  });
}
