import { apiCall } from '@/shared/api/client';

/** PATCH /members/notifications/pending: the notifications shown are read. */
export async function markNotificationsRead(ids: number[]): Promise<void> {
  await apiCall('markNotificationsRead', { body: { pendingNotifications: ids } });
}
