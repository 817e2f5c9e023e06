import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { queryKeys } from '@/shared/api/query-keys';

/** GET /members/notifications/pending: the member's unread couple notifications, oldest first. */
export function pendingNotificationsQuery() {
  return queryOptions({
    queryKey: queryKeys.pendingNotifications,
    queryFn: ({ signal }) => apiCall('getPendingNotifications', { signal }),
    // Always asked afresh (start-up, reconnect): a notification is shown once, never from cache.
    staleTime: 0,
  });
}
