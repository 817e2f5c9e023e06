/** The notification feature's query keys. */
export const notificationKeys = {
  /** Every read of the notification feature. */
  all: ['notifications'] as const,
  /** The couple notifications not yet shown to the member (CONTRACT 4.2's pending list). */
  pending: ['notifications', 'pending'] as const,
  /** The centre's list, page by page (GET /notifications). */
  centre: ['notifications', 'centre'] as const,
  /** The bell's number (GET /notifications/unread-count). */
  unreadCount: ['notifications', 'unread-count'] as const,
  /** The member's switches, quiet hours and the couple's question time. */
  settings: ['notifications', 'settings'] as const,
  /** The VAPID public key for this browser's push subscription. */
  webPushKey: ['notifications', 'web-push-key'] as const,
} as const;
