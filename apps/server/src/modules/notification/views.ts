import {
  DEFAULT_QUIET_HOURS,
  NOTIFICATION_CENTRE_DAYS,
  NotificationKind,
  notificationLink,
  toKoreanIso,
  type KindSwitches,
  type NotificationItem,
  type NotificationSettings,
  type NotificationTarget,
  type QuietHours,
} from '@dama/contract';
import { notificationText } from './copy';
import type { NotificationRow, NotificationSettingsRow } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const CENTRE_MS = NOTIFICATION_CENTRE_DAYS * DAY_MS;

/** One entry of the centre (also the payload of `notification_created` and of a push). */
export function itemOf(row: NotificationRow): NotificationItem {
  const target: NotificationTarget =
    row.payload.coupleId !== undefined && row.target.coupleId === undefined
      ? { ...row.target, coupleId: row.payload.coupleId }
      : row.target;
  return {
    id: row.id,
    kind: row.type,
    ...notificationText(row.type, row.payload, target),
    link: notificationLink(row.type, target),
    target,
    isRead: row.state === 'READ',
    createdAt: toKoreanIso(row.createdAt),
  };
}

/** The oldest moment the centre shows (and counts as unread) at `now`: 30 days back. */
export function centreSince(now: Date): Date {
  return new Date(now.getTime() - CENTRE_MS);
}

/** A member's settings with the defaults filled in (no row: every kind on, 23:00–08:00). */
export function settingsView(
  row: NotificationSettingsRow | undefined,
): Omit<NotificationSettings, 'questionTime'> {
  const kinds = Object.fromEntries(
    NotificationKind.options.map((kind) => [kind, row?.kinds[kind] ?? true]),
  ) as KindSwitches;
  const quietHours: QuietHours = row
    ? { enabled: row.quietEnabled, start: row.quietStart, end: row.quietEnd }
    : { ...DEFAULT_QUIET_HOURS };
  return { kinds, quietHours };
}
