import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';

/** POST /chatrooms/current/stop: ends the reply; `chat_stopped` follows with the stored part. */
export function useStopChatReply() {
  return useMutation({ mutationFn: () => apiCall('stopChatReply') });
}
