import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { notificationKeys } from './notification-keys';

/** GET /notifications/unread-count: the bell's number (kept live by the stream's events). */
export function unreadCountQuery() {
  return queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: async ({ signal }) =>
      (await apiCall('getUnreadNotificationCount', { signal })).unreadCount,
  });
}
