import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { questionKeys } from './question-keys';
import { COUPLE_SCOPED } from '@/features/couple';

/**
 * GET /questions/{level}: a question of the couple's book (the calendar's `selectedLevel`).
 * 40012 (no such level yet) and 40301 (no partner) are answers the calendar shows, not failures.
 */
export function questionByLevelQuery(level: number) {
  return queryOptions({
    queryKey: questionKeys.level(level),
    meta: COUPLE_SCOPED,
    queryFn: ({ signal }) =>
      apiCall('getQuestionByLevel', {
        params: { level: String(level) },
        signal,
        expectedCodes: ['NO_SUCH_COUPLE_QUESTION', 'NOT_COUPLE_MEMBER'],
      }),
  });
}
