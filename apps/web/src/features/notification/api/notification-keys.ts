/** The notification feature's query keys. */
export const notificationKeys = {
  /** The notifications not yet shown to the member. */
  pending: ['notifications', 'pending'] as const,
} as const;
