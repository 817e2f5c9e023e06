import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { questionKeys } from './question-keys';
import { COUPLE_SCOPED } from '@/features/couple';

/**
 * GET /questions/{id}/answers: the question and both answers (the partner's text only once I
 * have answered). Read afresh on every visit (`staleTime` 0): the partner may have answered since.
 * 40012 / 40302 (no such question, not ours) are answers the screens show, not failures.
 */
export function questionAnswersQuery(coupleQuestionId: number) {
  return queryOptions({
    queryKey: questionKeys.answers(coupleQuestionId),
    meta: COUPLE_SCOPED,
    queryFn: ({ signal }) =>
      apiCall('getQuestionAnswers', {
        params: { coupleQuestionId: String(coupleQuestionId) },
        signal,
        expectedCodes: ['NO_SUCH_COUPLE_QUESTION', 'MEMBER_ACCESS_DENIED'],
      }),
    staleTime: 0,
  });
}
