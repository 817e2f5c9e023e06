// Loaded after sign-in (see live-events.tsx): the couple notifications with their modals.
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/shared/auth';
import { reportError } from '@/shared/errors';
import { CoupleConnectedModal } from '@/features/couple/components/couple-connected-modal';
import { CoupleDisconnectedNotice } from '@/features/couple/components/couple-disconnected-notice';
import { useStreamEvent } from '@/shared/realtime/use-stream-event';
import {
  refreshAfterLink,
  refreshAfterPartnerUpdate,
  refreshAfterUnlink,
} from '@/features/couple/model/couple-cache';
import {
  NotificationHost,
  type NotificationRenderers,
} from '@/features/notification/components/notification-host';
import type { AppNotification } from '@/features/notification/model/notification-center';

const renderers: NotificationRenderers = {
  COUPLE_CONNECTED: ({ notification, open, onOpenChange }) => (
    <CoupleConnectedModal
      open={open}
      onOpenChange={onOpenChange}
      partnerNickname={notification.partnerNickname}
    />
  ),
  COUPLE_DISCONNECTED: ({ open, onOpenChange }) => (
    <CoupleDisconnectedNotice open={open} onOpenChange={onOpenChange} />
  ),
};

/**
 * SPEC 4.3: when the partner links, the partner and member info are fetched again and the
 * connected modal shows; when the partner unlinks, the partner info becomes null and leaves the
 * cache, the member info is fetched again and the notice shows. When the partner changes their
 * nickname or the couple's date (`partner_updated`), both are read again, with no notice.
 */
export default function CoupleEventsHost() {
  const queryClient = useQueryClient();
  const { refreshUserInfo } = useAuth();
  useStreamEvent('partner_updated', (update) => {
    refreshAfterPartnerUpdate(queryClient, refreshUserInfo, update).catch((error: unknown) =>
      reportError(error, { source: 'global', feature: 'couple', component: 'partner_updated' }),
    );
  });

  async function onReceive(notification: AppNotification) {
    if (notification.type === 'COUPLE_CONNECTED')
      await refreshAfterLink(queryClient, refreshUserInfo);
    else await refreshAfterUnlink(queryClient, refreshUserInfo);
  }

  return <NotificationHost renderers={renderers} onReceive={onReceive} />;
}
