// The notification feature's face: the host that shows live and pending notifications.
export { notificationKeys } from './api/notification-keys';
export {
  NotificationHost,
  type LiveNotifications,
  type NotificationModalProps,
  type NotificationRenderers,
} from './components/notification-host';
export type { AppNotification, AppNotificationType } from './model/notification-center';
