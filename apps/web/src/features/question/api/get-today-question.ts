import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { questionKeys } from './question-keys';
import { COUPLE_SCOPED } from '@/features/couple';

/**
 * GET /questions/today: the couple's (or, with no partner, the member's own) question of today and
 * who has answered it. The first read on a Korean day after both answered opens the next level
 * (DESIGN 8). Shared: home's card and the question screens run on it. Read afresh on every visit
 * (`staleTime` 0): a phone whose stream is down learns of the partner's answer only by reading
 * (live, `partner_answered` invalidates it).
 */
export function todayQuestionQuery() {
  return queryOptions({
    queryKey: questionKeys.today,
    meta: COUPLE_SCOPED,
    queryFn: ({ signal }) => apiCall('getTodayQuestion', { signal }),
    staleTime: 0,
  });
}
