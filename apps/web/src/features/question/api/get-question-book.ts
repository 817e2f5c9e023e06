import { queryOptions } from '@tanstack/react-query';
import { QUESTION_BOOK_PAGE_SIZE } from '@dama/contract';
import { isApiError } from '@/shared/api/api-error';
import { apiCall } from '@/shared/api/client';
import { questionKeys } from './question-keys';
import { COUPLE_SCOPED } from '@/features/couple';

/**
 * GET /questions?page=: one page ("month") of the couple's question book, 30 levels ascending.
 * A member with no partner has no book (40301): that resolves to null, which the calendar shows
 * as an invitation to link. Read afresh on every visit (`staleTime` 0), like today's question.
 * (Imported by a route loader: no zod here.)
 */
export function questionBookQuery(page: number) {
  return queryOptions({
    queryKey: questionKeys.book(page),
    meta: COUPLE_SCOPED,
    queryFn: async ({ signal }) => {
      try {
        return await apiCall('listQuestions', {
          query: { page, size: QUESTION_BOOK_PAGE_SIZE },
          signal,
          expectedCodes: ['NOT_COUPLE_MEMBER'],
        });
      } catch (error) {
        if (isApiError(error, 'NOT_COUPLE_MEMBER')) return null;
        throw error;
      }
    },
    staleTime: 0,
  });
}
