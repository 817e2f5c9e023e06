import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member } from '@dama/contract';
import { apiCall } from '@/shared/api/client';
import { memberKey } from '@/features/auth';

/** PATCH /members: change the nickname; the member in the cache takes the server's answer. */
export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (nickname: string) => apiCall('updateMember', { body: { nickname } }),
    onSuccess: ({ nickname }) => {
      queryClient.setQueryData<Member>(memberKey, (member) =>
        member ? { ...member, nickname } : member,
      );
    },
  });
}
