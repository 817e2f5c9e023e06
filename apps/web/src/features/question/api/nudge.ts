import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NudgeStatus } from '@dama/contract';
import { apiCall } from '@/shared/api/client';
import { COUPLE_SCOPED } from '@/features/couple';
import { questionKeys } from './question-keys';

/** GET /questions/today/nudge: whether 콕 찌르기 is possible now, and when it is again. */
export function nudgeStatusQuery() {
  return queryOptions({
    queryKey: questionKeys.nudge,
    meta: COUPLE_SCOPED,
    queryFn: ({ signal }) =>
      apiCall('getNudgeStatus', { signal, expectedCodes: ['NOT_COUPLE_MEMBER'] }),
    staleTime: 0,
  });
}

/**
 * POST /questions/today/nudge: the partner is nudged; the status then says when the next one is
 * possible. A refusal (the partner answered meanwhile, too soon, no partner) reads the status and
 * today's question again.
 */
export function useNudgePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiCall('nudgePartner', {
        expectedCodes: ['PARTNER_ALREADY_ANSWERED', 'TOO_MANY_REQUESTS', 'NO_SUCH_COUPLE_QUESTION'],
      }),
    onSuccess: ({ nextNudgeAt }) => {
      queryClient.setQueryData<NudgeStatus>(questionKeys.nudge, (current) => ({
        canNudge: false,
        lastNudgedAt: current?.lastNudgedAt ?? null,
        nextNudgeAt,
      }));
      void queryClient.invalidateQueries({ queryKey: questionKeys.nudge });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: questionKeys.nudge });
      void queryClient.invalidateQueries({ queryKey: questionKeys.today });
    },
  });
}
