import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentRoom } from '@dama/contract';
import { apiCall } from '@/shared/api/client';
import { chatKeys } from './chat-keys';

/**
 * POST /chatrooms/current/complete: ends the room and starts its summary. The room in the cache
 * is marked COMPLETED (the loading screen drops it and reads the new current room).
 */
export function useCompleteChatRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall('completeChatRoom'),
    onSuccess: () => {
      queryClient.setQueryData<CurrentRoom>(chatKeys.room, (room) =>
        room ? { ...room, chatRoomState: 'COMPLETED', pendingReply: false } : room,
      );
    },
  });
}
