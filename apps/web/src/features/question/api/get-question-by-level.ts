import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/**
 * GET /questions/{level}: a question of the couple's book (the calendar's `selectedLevel`).
 * 40012 (no such level yet) and 40301 (no partner) are answers the calendar shows, not failures.
 */
export function questionByLevelQuery(level: number) {
  return queryOptions({
    queryKey: queryKeys.questionByLevel(level),
    queryFn: ({ signal }) =>
      apiCall('getQuestionByLevel', {
        params: { level: String(level) },
        signal,
        expectedCodes: ['NO_SUCH_COUPLE_QUESTION', 'NOT_COUPLE_MEMBER'],
      }),
  });
}
