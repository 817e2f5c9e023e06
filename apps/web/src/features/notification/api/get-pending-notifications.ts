import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { notificationKeys } from './notification-keys';

/** GET /members/notifications/pending: the member's unread couple notifications, oldest first. */
export function pendingNotificationsQuery() {
  return queryOptions({
    queryKey: notificationKeys.pending,
    queryFn: ({ signal }) => apiCall('getPendingNotifications', { signal }),
    // Always asked afresh (start-up, reconnect): a notification is shown once, never from cache.
    staleTime: 0,
  });
}
