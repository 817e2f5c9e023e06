import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentRoom } from '@dama/contract';
import { apiCall } from '@/shared/api/client';
import { chatKeys } from './chat-keys';

/**
 * POST /chatrooms/current/upgrade: on to the next level (its opening streams like a reply), or
 * PAUSED with COUPLE_REQUIRED after level 1 without a partner. The room in the cache takes the
 * answer, dated when the request left: a short opening (level 4's closing line) can be stored and
 * announced on the stream before the answer arrives, and the answer's `pendingReply` describes
 * the moment the request was taken, not after.
 */
export function useUpgradeChatRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('upgradeChatRoom'),
    onMutate: () => ({ sentAt: Date.now() }),
    onSuccess: (room, _variables, context) => {
      queryClient.setQueryData<CurrentRoom>(chatKeys.room, room, {
        updatedAt: context.sentAt,
      });
    },
  });
}
