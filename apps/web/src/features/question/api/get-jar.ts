import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { COUPLE_SCOPED } from '@/features/couple';
import { questionKeys } from './question-keys';

/**
 * GET /questions/jar (decision 0065): the couple's jar of words — questions both answered, the
 * streak, the next milestone and the one 담이 has yet to celebrate with me. Couple-scoped under
 * the question keys, so my answer and the partner's (`partner_answered`) read it again.
 */
export function jarQuery() {
  return queryOptions({
    queryKey: questionKeys.jar,
    meta: COUPLE_SCOPED,
    queryFn: ({ signal }) => apiCall('getJar', { signal, expectedCodes: ['NOT_COUPLE_MEMBER'] }),
    staleTime: 0,
  });
}
