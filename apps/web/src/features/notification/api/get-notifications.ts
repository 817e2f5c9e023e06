import { infiniteQueryOptions } from '@tanstack/react-query';
import { NOTIFICATION_PAGE_SIZE } from '@dama/contract';
import { apiCall } from '@/shared/api/client';
import { nextCentrePage, type CentrePage } from '../model/centre-list';
import { notificationKeys } from './notification-keys';

/** GET /notifications: the centre's entries of the last 30 days, newest first, 20 a page. */
export function notificationCentreQuery() {
  return infiniteQueryOptions({
    queryKey: notificationKeys.centre,
    queryFn: ({ pageParam, signal }): Promise<CentrePage> =>
      apiCall('listNotifications', {
        query: { page: pageParam, size: NOTIFICATION_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextCentrePage(last, pages),
    // Opening the centre always shows what is there now; live events keep it current after.
    staleTime: 0,
  });
}
