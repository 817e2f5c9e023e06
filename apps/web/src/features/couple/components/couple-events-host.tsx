// Loaded after sign-in (the app's live-events.tsx, through the lazy `CoupleEventsHost` of
// couple-events-host-lazy.ts): the couple notifications with their modals.
import { lazy, Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { reportError } from '@/shared/errors';
import {
  refreshAfterLink,
  refreshAfterPartnerAnswer,
  refreshAfterPartnerUpdate,
  refreshAfterUnlink,
} from '../model/couple-cache';
import { useStreamEvent } from '@/shared/realtime/use-stream-event';
import { coupleStatusNotifications } from '../api/couple-status';
import {
  NotificationHost,
  setQuestionTimeInCache,
  type AppNotification,
  type NotificationRenderers,
} from '@/features/notification';
import { toast } from '@/shared/ui/toast';
import type { Partner } from '@dama/contract';
import { partnerQuery } from '../api/get-partner';
import { coupleKeys } from '../api/couple-keys';

// The modals (and the dialog kit under them) load with the first notice, not with home.
const CoupleConnectedModal = lazy(() =>
  import('./couple-connected-modal').then((module) => ({ default: module.CoupleConnectedModal })),
);
const CoupleDisconnectedNotice = lazy(() =>
  import('./couple-disconnected-notice').then((module) => ({
    default: module.CoupleDisconnectedNotice,
  })),
);

const renderers: NotificationRenderers = {
  COUPLE_CONNECTED: ({ notification, open, onOpenChange }) => (
    <Suspense fallback={null}>
      <CoupleConnectedModal
        open={open}
        onOpenChange={onOpenChange}
        partnerNickname={notification.partnerNickname}
      />
    </Suspense>
  ),
  COUPLE_DISCONNECTED: ({ notification, open, onOpenChange }) => (
    <Suspense fallback={null}>
      <CoupleDisconnectedNotice
        open={open}
        onOpenChange={onOpenChange}
        reason={notification.reason}
      />
    </Suspense>
  ),
};

/**
 * SPEC 4.3: when the partner links, the partner and member info are fetched again and the
 * connected modal shows; when the partner unlinks, the partner info becomes null and leaves the
 * cache, the member info is fetched again and the notice shows. When the partner changes their
 * nickname or the couple's date (`partner_updated`), both are read again, with no notice; when
 * the partner answers a couple question (`partner_answered`), the couple's question reads are;
 * when the partner moves the couple's question time (`question_time_changed`), a toast says so;
 * when the partner changes the couple's own anniversaries, their list is read again.
 */
export default function CoupleEventsHost() {
  const queryClient = useQueryClient();
  const { refreshUserInfo } = useAuth();
  useStreamEvent('partner_updated', (update) => {
    refreshAfterPartnerUpdate(queryClient, refreshUserInfo, update).catch((error: unknown) =>
      reportError(error, { source: 'global', feature: 'couple', component: 'partner_updated' }),
    );
  });
  useStreamEvent('partner_answered', () => {
    refreshAfterPartnerAnswer(queryClient, refreshUserInfo).catch((error: unknown) =>
      reportError(error, { source: 'global', feature: 'couple', component: 'partner_answered' }),
    );
  });

  // The partner added, changed or deleted one of the couple's own anniversaries (issue 26): the
  // list is read again wherever it shows (the anniversaries screen, home's next one).
  useStreamEvent('couple_anniversaries_changed', () => {
    queryClient.invalidateQueries({ queryKey: coupleKeys.anniversaries }).catch((error: unknown) =>
      reportError(error, {
        source: 'global',
        feature: 'couple',
        component: 'couple_anniversaries_changed',
      }),
    );
  });

  // The partner moved the couple's question time (issue 25): the settings show it, and a calm
  // word says who did.
  useStreamEvent('question_time_changed', ({ questionTime }) => {
    setQuestionTimeInCache(queryClient, questionTime);
    // Who did it: the partner as cached, read first on a screen that had not (the settings
    // opened directly). The particles' helper loads with the first notice, not with home.
    const partner = queryClient.fetchQuery(partnerQuery()).catch((): Partner | null => null);
    void Promise.all([import('../model/question-time-notice'), partner]).then(
      ([{ questionTimeNotice }, who]) =>
        toast.success(questionTimeNotice(who?.nickname, questionTime)),
    );
  });

  async function onReceive(notification: AppNotification) {
    if (notification.type === 'COUPLE_CONNECTED')
      await refreshAfterLink(queryClient, refreshUserInfo);
    else await refreshAfterUnlink(queryClient, refreshUserInfo);
  }

  return (
    <NotificationHost
      renderers={renderers}
      live={coupleStatusNotifications}
      onReceive={onReceive}
    />
  );
}
