import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import type { NotificationItem } from '@dama/contract';
import { trackButton } from '@/shared/analytics';
import { serverMessageOf } from '@/shared/api';
import { Button } from '@/shared/ui/button';
import { Mascot } from '@/shared/ui/mascot';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { Spinner } from '@/shared/ui/spinner';
import { toast } from '@/shared/ui/toast';
import { cn } from '@/shared/ui/cn';
import { notificationCentreQuery } from '../api/get-notifications';
import { unreadCountQuery } from '../api/get-unread-count';
import { useMarkCentreRead } from '../api/mark-centre-read';
import { centreItems, groupByDay, timeLabel } from '../model/centre-list';
import { KindIcon } from './kind-icon';

const READ_FAILED = '읽음으로 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.';

/**
 * The notification centre `/notifications` (issue 25, decision 0061): the last 30 days, newest
 * first, by day (오늘 / 어제 / M월 D일), 20 at a time with 더 보기; an unread entry has a dot and
 * a tinted row. Tapping one marks it read and opens its screen; 모두 읽음 reads them all. A new
 * entry arrives at the top while the screen is open (the app's events host updates the cache).
 */
export function NotificationCentreScreen() {
  const navigate = useNavigate();
  const centre = useInfiniteQuery(notificationCentreQuery());
  const { data: unread = 0 } = useQuery(unreadCountQuery());
  const markRead = useMarkCentreRead();
  const items = centreItems(centre.data);
  const groups = groupByDay(items);
  const anyUnread = unread > 0 || items.some((item) => !item.isRead);

  const open = (item: NotificationItem) => {
    trackButton('open_notification', { kind: item.kind });
    if (!item.isRead) {
      markRead.mutate([item.id], {
        onError: (error) => toast.error(serverMessageOf(error) ?? READ_FAILED),
      });
    }
    void navigate({ href: item.link });
  };

  const readAll = async () => {
    try {
      await markRead.mutateAsync('all');
    } catch (error) {
      toast.error(serverMessageOf(error) ?? READ_FAILED);
    }
  };

  return (
    <Screen
      className="px-5 pb-8"
      header={
        <PageHeader
          title="알림"
          right={
            anyUnread ? (
              <Button
                variant="ghost"
                size="sm"
                className="px-3 text-[14px] text-primary-soft-fg"
                analyticsName="read_all_notifications"
                action={readAll}
              >
                <Check aria-hidden="true" className="size-4" />
                모두 읽음
              </Button>
            ) : null
          }
        />
      }
    >
      {centre.isPending ? (
        <div role="status" className="flex justify-center py-16">
          <Spinner className="size-6 text-primary" />
          <span className="sr-only">알림을 불러오고 있어요</span>
        </div>
      ) : centre.isError && items.length === 0 ? (
        <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
          <p className="text-[15px] text-muted">알림을 불러오지 못했어요.</p>
          <Button variant="secondary" size="md" action={() => centre.refetch()}>
            다시 시도
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 py-16 text-center">
          <Mascot size={96} mood="calm" />
          <h2 className="text-[17px] font-bold text-fg">아직 받은 알림이 없어요</h2>
          <p className="max-w-[18rem] text-[15px] leading-relaxed text-muted">
            연인이 질문에 답하거나 콕 찌르면 여기에서 알려 드릴게요.
          </p>
        </div>
      ) : (
        <>
          {groups.map((group) => (
            <section key={group.day} aria-labelledby={`day-${group.day}`} className="mt-5">
              <h2
                id={`day-${group.day}`}
                className="mb-2 px-1 text-[13px] font-semibold text-muted"
              >
                {group.label}
              </h2>
              <ul className="flex flex-col gap-1.5">
                {group.items.map((item) => (
                  <li key={item.id}>
                    <EntryButton item={item} onOpen={open} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {centre.hasNextPage ? (
            <div className="mt-5 flex justify-center">
              <Button
                variant="secondary"
                size="md"
                analyticsName="load_more_notifications"
                action={() => centre.fetchNextPage()}
              >
                더 보기
              </Button>
            </div>
          ) : (
            <p className="mt-6 text-center text-[13px] text-muted">최근 30일의 알림이에요.</p>
          )}
        </>
      )}
    </Screen>
  );
}

function EntryButton({
  item,
  onOpen,
}: {
  item: NotificationItem;
  onOpen: (item: NotificationItem) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onOpen(item)}
      data-testid="notification-entry"
      data-read={item.isRead}
      className={cn(
        'flex min-h-16 w-full items-start gap-3 rounded-2xl px-4 py-3.5 text-left transition-colors',
        item.isRead ? 'bg-surface' : 'bg-primary-soft/60',
        'hover:brightness-[0.98] focus-visible:outline-2 focus-visible:outline-primary',
      )}
    >
      <KindIcon kind={item.kind} className={item.isRead ? 'opacity-70' : undefined} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-start gap-2">
          <span
            className={cn(
              'flex-1 text-[15px] leading-snug',
              item.isRead ? 'font-medium text-fg' : 'font-bold text-fg',
            )}
          >
            {item.title}
          </span>
          <span className="shrink-0 pt-0.5 text-[12px] text-muted">
            {timeLabel(item.createdAt)}
          </span>
        </span>
        <span className="text-[14px] leading-relaxed text-muted">{item.body}</span>
      </span>
      {item.isRead ? null : (
        <span className="mt-2 size-2 shrink-0 rounded-full bg-primary">
          <span className="sr-only">읽지 않음</span>
        </span>
      )}
    </button>
  );
}
