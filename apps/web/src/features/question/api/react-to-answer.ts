import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnswerReaction, AnswerResponse, QuestionAnswers } from '@dama/contract';
import { apiCall } from '@/shared/api/client';
import { questionKeys } from './question-keys';

/** What I left on the partner's answer, as the server now has it, into the cached answers. */
export function setMyResponse(
  queryClient: ReturnType<typeof useQueryClient>,
  coupleQuestionId: number,
  response: AnswerResponse,
): void {
  queryClient.setQueryData<QuestionAnswers>(questionKeys.answers(coupleQuestionId), (current) =>
    current ? { ...current, responses: { ...current.responses, fromMe: response } } : current,
  );
}

const EXPECTED = ['MEMBER_ACCESS_DENIED', 'NO_SUCH_COUPLE_QUESTION'] as const;

/**
 * PUT (a reaction) or DELETE (null: taken back) /questions/{id}/reaction (issue 26). The answers
 * in the cache take the server's answer; a refusal reads them again.
 */
export function useReactToAnswer(coupleQuestionId: number) {
  const queryClient = useQueryClient();
  const params = { coupleQuestionId: String(coupleQuestionId) };
  return useMutation({
    mutationFn: (reaction: AnswerReaction | null) =>
      reaction === null
        ? apiCall('removeReaction', { params, expectedCodes: EXPECTED })
        : apiCall('reactToAnswer', { params, body: { reaction }, expectedCodes: EXPECTED }),
    onSuccess: (response) => setMyResponse(queryClient, coupleQuestionId, response),
    onError: () =>
      queryClient.invalidateQueries({ queryKey: questionKeys.answers(coupleQuestionId) }),
  });
}
