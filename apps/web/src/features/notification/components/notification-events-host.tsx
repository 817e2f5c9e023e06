// Loaded after sign-in (the app's live-events.tsx, through the lazy `NotificationEventsHost`):
// the bell's count and an open centre kept live, and the in-app banner.
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { trackButton } from '@/shared/analytics';
import { bridge, type ForegroundPushListener } from '@/shared/bridge';
import { realtime, type RealtimeHub } from '@/shared/realtime';
import { isOnLink } from '@/shared/lib/app-link';
import { useStreamEvent } from '@/shared/realtime/use-stream-event';
import { useMarkCentreRead } from '../api/mark-centre-read';
import { BannerGate, bannerFromPush, type BannerItem } from '../model/banner';
import { notificationKeys } from '../api/notification-keys';
import { addCreated, applyReadElsewhere } from '../model/centre-cache';
import { NotificationBanner } from './notification-banner';

/**
 * `notification_created` puts the entry on top of a loaded centre and sets the bell's count;
 * `notifications_read` (another device) sets the count; either one and a push the shell hands
 * over while the app is open show the banner once, unless the member is on the entry's screen.
 */
export default function NotificationEventsHost({
  hub = realtime,
  foregroundPushes = bridge.onPushReceived,
}: {
  hub?: RealtimeHub;
  /** The shell's foreground pushes (the bridge's; tests pass their own). */
  foregroundPushes?: (listener: ForegroundPushListener) => () => void;
}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useRouterState({ select: (state) => state.location });
  const markRead = useMarkCentreRead();
  const [gate] = useState(() => new BannerGate());
  const [banner, setBanner] = useState<BannerItem | null>(null);

  const [refreshCount] = useState(() => () => {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount, exact: true });
  });

  const offer = (item: BannerItem) => {
    if (gate.admit(item, location.pathname, location.searchStr)) setBanner(item);
  };

  useStreamEvent(
    'notification_created',
    ({ notification, unreadCount }) => {
      addCreated(queryClient, notification, unreadCount);
      offer(notification);
    },
    { hub },
  );
  useStreamEvent(
    'notifications_read',
    ({ unreadCount }) => applyReadElsewhere(queryClient, unreadCount),
    { hub },
  );

  // The latest `offer` (it reads the current location) for the shell's listener.
  const [latestOffer] = useState(() => ({ current: offer }));
  latestOffer.current = offer;
  useEffect(
    () =>
      foregroundPushes((data) => {
        const item = bannerFromPush(data);
        if (item) latestOffer.current(item);
        // A push says something arrived; its live event may have come before this host listened.
        refreshCount();
      }),
    [foregroundPushes, latestOffer, refreshCount],
  );

  // Events sent between the bell's first read and this host's first render were heard by no one:
  // the count is read again once the host listens.
  useEffect(refreshCount, [refreshCount]);

  // The screen it opens came up another way: the banner has nothing more to say.
  useEffect(() => {
    setBanner((current) =>
      current && isOnLink(current.link, location.pathname, location.searchStr) ? null : current,
    );
  }, [location.pathname, location.searchStr]);

  if (!banner) return null;
  return (
    <NotificationBanner
      key={banner.id}
      item={banner}
      onOpen={(item) => {
        trackButton('open_notification_banner', { kind: item.kind });
        setBanner(null);
        markRead.mutate([item.id]);
        void navigate({ href: item.link });
      }}
      onClose={(item, byMember) => {
        if (byMember) trackButton('close_notification_banner');
        setBanner((current) => (current?.id === item.id ? null : current));
      }}
    />
  );
}
