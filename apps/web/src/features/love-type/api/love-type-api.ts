import { queryOptions, useMutation } from '@tanstack/react-query';
import type { LoveTypeAnswer } from '@dama/contract';
import { apiCall } from '@/shared/api/client';

/**
 * GET /love-types/questions: the 36 items. They never change while the app runs, so they stay
 * fresh for the whole session once loaded. (Imported by a route loader: no zod here.)
 */
export function loveTypeQuestionsQuery() {
  return queryOptions({
    queryKey: ['love-types', 'questions'] as const,
    queryFn: ({ signal }) => apiCall('getLoveTypeQuestions', { signal }),
    staleTime: Infinity,
  });
}

/** POST /members/love-type: the signed-in member's result (replacing any earlier one). */
export function useRegisterLoveType() {
  return useMutation({
    mutationFn: (results: LoveTypeAnswer[]) =>
      apiCall('registerMemberLoveType', { body: { results } }),
  });
}
