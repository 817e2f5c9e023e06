import { useCallback } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { MessageCirclePlus } from 'lucide-react';
import { trackButton } from '@/shared/analytics';
import { BottomNav } from '@/shared/ui/bottom-nav';
import { PageHeader } from '@/shared/ui/page-header';
import { Screen } from '@/shared/ui/screen';
import { chatHistoryQuery } from '../api/get-chat-rooms';
import { useDebouncedSearch } from '../hooks/use-debounced-search';
import { useLoadMore } from '../hooks/use-load-more';
import { historyRooms, historyTotal } from '../model/history-list';
import { HistoryRoom } from './history-room';
import { HistorySearchField } from './history-search-field';
import { HistoryEmpty, HistoryNoResult, LoadMore } from './history-states';

/**
 * History main `/history` (SPEC 2.3): the member's finished chats, newest first, 10 at a time with
 * infinite scroll; a search kept in the URL (`?keyword=`, 300 ms after typing stops); a room opens
 * its result (whose close comes back here, scrolled as it was); delete mode; the button to chat.
 */
export function HistoryScreen({ keyword = '' }: { keyword?: string }) {
  const navigate = useNavigate();
  const history = useInfiniteQuery({
    ...chatHistoryQuery(keyword),
    placeholderData: keepPreviousData,
  });
  const rooms = historyRooms(history.data);
  const total = historyTotal(history.data);
  const searching = history.isPlaceholderData;

  const commit = useCallback(
    (next: string) => {
      if (next) trackButton('search_history');
      void navigate({
        to: '/history',
        search: next ? { keyword: next } : {},
        replace: true,
        resetScroll: false,
      });
    },
    [navigate],
  );
  const [text, setText] = useDebouncedSearch(keyword, commit);
  const loadMore = () => {
    if (history.hasNextPage && !history.isFetchingNextPage) void history.fetchNextPage();
  };
  const sentinel = useLoadMore<HTMLDivElement>(loadMore, history.hasNextPage);

  const nothingYet = history.isSuccess && !keyword && total === 0 && !searching;

  return (
    <Screen
      className="px-5"
      header={
        <PageHeader
          variant="large"
          title="대화 기록"
          right={
            rooms.length > 0 ? (
              <Link
                to="/history/delete"
                search={keyword ? { keyword } : {}}
                onClick={() => trackButton('delete_mode')}
                className="inline-flex min-h-11 items-center rounded-xl px-3 text-[15px] font-semibold text-fg hover:bg-surface-2"
              >
                편집
              </Link>
            ) : null
          }
        />
      }
      footer={
        <div className="relative">
          {!nothingYet && (
            <Link
              to="/chat"
              aria-label="담이와 대화하기"
              onClick={() => trackButton('open_chat_fab')}
              className="absolute -top-18 right-5 flex size-14 items-center justify-center rounded-full bg-primary text-on-primary shadow-[0_8px_20px_-6px_rgb(204_75_58/0.6)] active:bg-primary-pressed"
            >
              <MessageCirclePlus aria-hidden="true" className="size-7" />
            </Link>
          )}
          <BottomNav />
        </div>
      }
    >
      {nothingYet ? (
        <HistoryEmpty />
      ) : (
        <>
          <div className="pt-2 pb-4">
            <HistorySearchField value={text} onChange={setText} />
          </div>
          {keyword && history.isSuccess && !searching && (
            <p aria-live="polite" className="pb-3 text-[14px] text-muted">
              {total > 0 ? `‘${keyword}’ 검색 결과 ${total}개` : ''}
            </p>
          )}
          {history.isSuccess && rooms.length === 0 && keyword && !searching ? (
            <HistoryNoResult keyword={keyword} />
          ) : (
            <ul
              aria-label="지난 대화"
              aria-busy={searching || undefined}
              className="flex flex-col gap-3 pb-24"
            >
              {rooms.map((room) => (
                <li key={room.chatRoomId}>
                  <Link
                    to="/chat/result"
                    search={{ chatId: room.chatRoomId, fromHistory: true }}
                    onClick={() => trackButton('select_history')}
                    className="flex min-h-11 rounded-card bg-surface p-4 shadow-[0_1px_0_var(--dama-line)] active:bg-surface-2"
                  >
                    <HistoryRoom room={room} />
                  </Link>
                </li>
              ))}
              {history.hasNextPage && (
                <li>
                  <LoadMore
                    sentinel={sentinel}
                    loading={history.isFetchingNextPage}
                    onLoad={loadMore}
                  />
                </li>
              )}
            </ul>
          )}
        </>
      )}
    </Screen>
  );
}
