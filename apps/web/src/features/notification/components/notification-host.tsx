import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { isCancelledError, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@dama/contract';
import { reportError } from '@/shared/errors';
import { realtime, type RealtimeHub } from '@/shared/realtime';
import {
  NotificationCenter,
  type AppNotification,
  type AppNotificationType,
  type NotificationSource,
} from '../model/notification-center';
import { pendingNotificationsQuery } from '../api/get-pending-notifications';
import { markNotificationsRead } from '../api/mark-notifications-read';

export interface NotificationModalProps {
  notification: AppNotification;
  open: boolean;
  /** Called with false when the modal closes; the notification is then marked read. */
  onOpenChange: (open: boolean) => void;
}

export type NotificationRenderers = Record<
  AppNotificationType,
  ComponentType<NotificationModalProps>
>;

/**
 * Where notifications arrive live: subscribes `receive` to `hub` and returns the unsubscribe
 * function (the couple's is its couple-status channel, `coupleStatusNotifications`).
 */
export type LiveNotifications = (
  receive: (notification: AppNotification) => void,
  hub: RealtimeHub,
) => () => void;

function fromPending(item: Notification): AppNotification {
  const { partnerNickname, reason } = item.payload;
  return { id: item.id, type: item.type, partnerNickname, ...(reason ? { reason } : {}) };
}

function report(error: unknown, where: string): void {
  reportError(error, {
    source: 'global',
    feature: 'couple',
    component: `NotificationHost ${where}`,
  });
}

/**
 * Shows the couple notifications (DESIGN 10) with the modals its user supplies: live from `live`
 * (a stable function: the couple's couple-status channel), and from
 * `GET /members/notifications/pending` when it mounts (start-up) and whenever the stream opens
 * again (reconnect), each id once. `onReceive` runs once per new id, before its modal shows.
 */
export function NotificationHost({
  renderers,
  live,
  onReceive,
  hub = realtime,
}: {
  renderers: NotificationRenderers;
  live: LiveNotifications;
  onReceive?: (notification: AppNotification, source: NotificationSource) => void | Promise<void>;
  hub?: RealtimeHub;
}) {
  const queryClient = useQueryClient();
  const onReceiveRef = useRef(onReceive);
  useEffect(() => {
    onReceiveRef.current = onReceive;
  }, [onReceive]);

  const [center] = useState(
    () =>
      new NotificationCenter({
        markRead: markNotificationsRead,
        onReceive: (notification, source) => onReceiveRef.current?.(notification, source),
        onError: report,
      }),
  );
  const current = useSyncExternalStore(center.subscribe, center.getCurrent, center.getCurrent);

  // Live.
  useEffect(
    () => live((notification) => center.receive(notification, 'live'), hub),
    [center, hub, live],
  );

  // Missed while away: the pending list at start-up and on every (re)open of the stream. A read
  // still in flight when the stream opens may predate it (and miss an event sent just before the
  // stream was there), so it is cancelled and read again.
  useEffect(() => {
    let active = true;
    const pending = pendingNotificationsQuery();
    const load = async () => {
      try {
        await queryClient.cancelQueries({ queryKey: pending.queryKey });
        const data = await queryClient.fetchQuery(pending);
        if (active) data.list.forEach((item) => center.receive(fromPending(item), 'pending'));
      } catch (error) {
        if (!isCancelledError(error)) report(error, 'pending');
      }
    };
    void load();
    const unsubscribe = hub.onStateChange((state) => {
      if (state === 'OPEN') void load();
    });
    return () => {
      active = false;
      unsubscribe();
    };
  }, [center, hub, queryClient]);

  if (!current) return null;
  const Modal = renderers[current.type];
  return (
    <Modal
      key={current.id}
      notification={current}
      open
      onOpenChange={(open) => {
        if (!open) void center.close(current.id);
      }}
    />
  );
}
