import type { QueryClient } from '@tanstack/react-query';
import type { NotificationItem } from '@dama/contract';
import { notificationKeys } from '../api/notification-keys';
import type { CentrePages } from './centre-list';

/**
 * The bell's cached number. A read of the count still under way was asked before this event and
 * would land an older number over it: it is asked again (the server's count includes the event).
 */
export function setUnreadCount(queryClient: QueryClient, unreadCount: number): void {
  const key = notificationKeys.unreadCount;
  const reading = queryClient.getQueryState(key)?.fetchStatus === 'fetching';
  queryClient.setQueryData<number>(key, unreadCount);
  if (reading) void queryClient.invalidateQueries({ queryKey: key, exact: true });
}

function mapItems(
  data: CentrePages | undefined,
  change: (item: NotificationItem) => NotificationItem,
): CentrePages | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map(change) })) };
}

/**
 * A `notification_created` event: the entry goes on top of a loaded centre (once, however often
 * it arrives) and the bell takes the server's count.
 */
export function addCreated(
  queryClient: QueryClient,
  notification: NotificationItem,
  unreadCount: number,
): void {
  setUnreadCount(queryClient, unreadCount);
  queryClient.setQueryData<CentrePages>(notificationKeys.centre, (data) => {
    if (!data || data.pages.some((page) => page.list.some((item) => item.id === notification.id)))
      return data;
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return {
      ...data,
      pages: [
        { ...first, list: [notification, ...first.list], totalCount: first.totalCount + 1 },
        ...rest,
      ],
    };
  });
}

/**
 * A `notifications_read` event (read on another device): the count is the server's; which ones
 * were read is not said, so a loaded centre is read again (all of them when nothing is unread).
 */
export function applyReadElsewhere(queryClient: QueryClient, unreadCount: number): void {
  setUnreadCount(queryClient, unreadCount);
  if (unreadCount === 0) {
    queryClient.setQueryData<CentrePages>(notificationKeys.centre, (data) =>
      mapItems(data, (item) => (item.isRead ? item : { ...item, isRead: true })),
    );
  } else {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.centre });
  }
}

type Undo = () => void;

function snapshot(queryClient: QueryClient): Undo {
  const centre = queryClient.getQueryData<CentrePages>(notificationKeys.centre);
  const count = queryClient.getQueryData<number>(notificationKeys.unreadCount);
  return () => {
    queryClient.setQueryData(notificationKeys.centre, centre);
    if (count !== undefined) setUnreadCount(queryClient, count);
  };
}

/** Marks `ids` read in the cache at once (optimistic); returns how to put it back. */
export function markReadInCache(queryClient: QueryClient, ids: number[]): Undo {
  const undo = snapshot(queryClient);
  const wanted = new Set(ids);
  let newlyRead = 0;
  queryClient.setQueryData<CentrePages>(notificationKeys.centre, (data) =>
    mapItems(data, (item) => {
      if (!wanted.has(item.id) || item.isRead) return item;
      newlyRead += 1;
      return { ...item, isRead: true };
    }),
  );
  const count = queryClient.getQueryData<number>(notificationKeys.unreadCount);
  if (count !== undefined) setUnreadCount(queryClient, Math.max(0, count - newlyRead));
  return undo;
}

/** Marks every entry read in the cache at once (optimistic); returns how to put it back. */
export function markAllReadInCache(queryClient: QueryClient): Undo {
  const undo = snapshot(queryClient);
  queryClient.setQueryData<CentrePages>(notificationKeys.centre, (data) =>
    mapItems(data, (item) => (item.isRead ? item : { ...item, isRead: true })),
  );
  setUnreadCount(queryClient, 0);
  return undo;
}
