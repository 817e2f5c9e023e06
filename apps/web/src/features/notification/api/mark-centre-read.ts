import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { markAllReadInCache, markReadInCache, setUnreadCount } from '../model/centre-cache';

/**
 * PATCH /notifications/read (ids) or /notifications/read-all (no ids): marked read in the cache
 * at once; the server's count then replaces the cached one. A failure puts the cache back.
 */
export function useMarkCentreRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[] | 'all') =>
      (ids === 'all'
        ? await apiCall('markAllNotificationsRead')
        : await apiCall('markCentreNotificationsRead', { body: { notificationIds: ids } })
      ).unreadCount,
    onMutate: (ids) =>
      ids === 'all' ? markAllReadInCache(queryClient) : markReadInCache(queryClient, ids),
    onSuccess: (unreadCount) => setUnreadCount(queryClient, unreadCount),
    onError: (_error, _ids, undo) => undo?.(),
  });
}
