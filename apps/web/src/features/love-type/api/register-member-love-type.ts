import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoveTypeAnswer, Member } from '@dama/contract';
import { apiCall } from '@/shared/api/client';
import { memberKey } from '@/features/auth';

/**
 * POST /members/love-type: the signed-in member's result (replacing any earlier one). The server's
 * answer is the member's result: it goes into the member in the cache.
 */
export function useRegisterLoveType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (results: LoveTypeAnswer[]) =>
      apiCall('registerMemberLoveType', { body: { results } }),
    onSuccess: (score) => {
      queryClient.setQueryData<Member>(memberKey, (member) =>
        member ? { ...member, ...score } : member,
      );
    },
  });
}
