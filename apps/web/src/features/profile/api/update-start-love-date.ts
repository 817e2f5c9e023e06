import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Member } from '@dama/contract';
import { apiCall } from '@/shared/api/client';
import { coupleKeys } from '@/features/couple';
import { memberKey } from '@/features/auth';

/**
 * PATCH /members/start-love-date: change the D-day start (the couple's, while linked). The member
 * in the cache takes the server's answer; the partner (who shows the couple's date) is fetched
 * again when next shown.
 */
export function useUpdateStartLoveDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (startLoveDate: string) =>
      apiCall('updateStartLoveDate', { body: { startLoveDate } }),
    onSuccess: async ({ startLoveDate }) => {
      queryClient.setQueryData<Member>(memberKey, (member) =>
        member ? { ...member, startLoveDate } : member,
      );
      await queryClient.invalidateQueries({ queryKey: coupleKeys.partner });
    },
  });
}
