// The notification feature's face: the couple-notice host (live and pending), the centre and its
// bell, the settings, the in-app banner's host (loaded lazily) and this device's push registration.
export { notificationKeys } from './api/notification-keys';
export {
  NotificationHost,
  type LiveNotifications,
  type NotificationModalProps,
  type NotificationRenderers,
} from './components/notification-host';
export type { AppNotification, AppNotificationType } from './model/notification-center';
export { NotificationBell } from './components/notification-bell';
export { NotificationCentreScreen } from './components/notification-centre-screen';
export { NotificationSettingsScreen } from './components/notification-settings-screen';
export { NotificationEventsHost } from './components/notification-events-host-lazy';
export { notificationCentreQuery } from './api/get-notifications';
export { unreadCountQuery } from './api/get-unread-count';
export { notificationSettingsQuery, setQuestionTimeInCache } from './api/notification-settings';
export { pushRegistration } from './model/push-instance';
