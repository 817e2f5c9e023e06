import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';

/** POST /chatrooms/current/retry: the reply to the failed message streams again. */
export function useRetryChatReply() {
  return useMutation({ mutationFn: () => apiCall('retryChatReply') });
}
