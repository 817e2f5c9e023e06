import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { questionKeys } from './question-keys';
import { setMyResponse } from './react-to-answer';

const EXPECTED = ['MEMBER_ACCESS_DENIED', 'NO_SUCH_COUPLE_QUESTION'] as const;

/**
 * PUT (write or edit) or DELETE (null) /questions/{id}/reply: my 한마디 on the partner's answer
 * (issue 26). The answers in the cache take the server's answer; a refusal reads them again.
 */
export function useReplyToAnswer(coupleQuestionId: number) {
  const queryClient = useQueryClient();
  const params = { coupleQuestionId: String(coupleQuestionId) };
  return useMutation({
    mutationFn: (reply: string | null) =>
      reply === null
        ? apiCall('removeReply', { params, expectedCodes: EXPECTED })
        : apiCall('replyToAnswer', { params, body: { reply }, expectedCodes: EXPECTED }),
    onSuccess: (response) => setMyResponse(queryClient, coupleQuestionId, response),
    onError: () =>
      queryClient.invalidateQueries({ queryKey: questionKeys.answers(coupleQuestionId) }),
  });
}
