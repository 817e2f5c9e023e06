import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { KindSwitches, NotificationSettings, QuietHours } from '@dama/contract';
import { apiCall } from '@/shared/api/client';
import { notificationKeys } from './notification-keys';

/** GET /notifications/settings: the switches, quiet hours and the couple's question time. */
export function notificationSettingsQuery() {
  return queryOptions({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => apiCall('getNotificationSettings', { signal }),
  });
}

export type SettingsChange =
  { kinds: Partial<KindSwitches> } | { quietHours: QuietHours } | { questionTime: string };

function applyChange(settings: NotificationSettings, change: SettingsChange): NotificationSettings {
  if ('kinds' in change) return { ...settings, kinds: { ...settings.kinds, ...change.kinds } };
  if ('quietHours' in change) return { ...settings, quietHours: change.quietHours };
  return { ...settings, questionTime: change.questionTime };
}

/**
 * Saves one change at once (PATCH /notifications/settings, or PUT /couples/question-time for the
 * couple's question time): shown before the server answers, put back when it fails (the caller
 * shows the error). Changes made one after another each roll back to their own before.
 */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    // What the server answers is what the cache already shows: a change saved while another is
    // on its way is not overwritten by the earlier answer.
    mutationFn: async (change: SettingsChange): Promise<void> => {
      if ('questionTime' in change) {
        await apiCall('updateQuestionTime', { body: { questionTime: change.questionTime } });
      } else {
        await apiCall('updateNotificationSettings', { body: change });
      }
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.settings });
      const before = queryClient.getQueryData<NotificationSettings>(notificationKeys.settings);
      if (before) {
        queryClient.setQueryData(notificationKeys.settings, applyChange(before, change));
      }
      return { before, change };
    },
    onError: (_error, change, context) => {
      if (!context?.before) return;
      // Only this change goes back; a later change the member made meanwhile stays.
      queryClient.setQueryData<NotificationSettings>(notificationKeys.settings, (current) => {
        if (!current || !context.before) return current;
        if ('kinds' in change) {
          const kinds = { ...current.kinds };
          for (const kind of Object.keys(change.kinds) as (keyof KindSwitches)[])
            kinds[kind] = context.before.kinds[kind];
          return { ...current, kinds };
        }
        if ('quietHours' in change) return { ...current, quietHours: context.before.quietHours };
        return { ...current, questionTime: context.before.questionTime };
      });
    },
  });
}

/** `question_time_changed`: the partner's new time goes into cached settings. */
export function setQuestionTimeInCache(queryClient: QueryClient, questionTime: string): void {
  queryClient.setQueryData<NotificationSettings>(notificationKeys.settings, (current) =>
    current ? { ...current, questionTime } : current,
  );
}
