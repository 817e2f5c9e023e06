import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { loveTypeKeys } from './love-type-keys';

/**
 * GET /love-types/questions: the 36 items. They never change while the app runs, so they stay
 * fresh for the whole session once loaded. (Imported by a route loader: no zod here.)
 */
export function loveTypeQuestionsQuery() {
  return queryOptions({
    queryKey: loveTypeKeys.questions,
    queryFn: ({ signal }) => apiCall('getLoveTypeQuestions', { signal }),
    staleTime: Infinity,
  });
}
