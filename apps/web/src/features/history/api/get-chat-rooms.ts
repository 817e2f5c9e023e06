import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { type HistoryPage, chatKeys } from '@/features/chat';
import { HISTORY_PAGE_SIZE, nextHistoryPage } from '../model/history-list';

/**
 * GET /chatrooms: the member's completed rooms, newest first, in pages of 10; `keyword` ('' = all)
 * is matched by the server. (Imported by a route loader: no zod here.)
 */
export function chatHistoryQuery(keyword: string) {
  return infiniteQueryOptions({
    queryKey: chatKeys.history(keyword),
    queryFn: ({ pageParam, signal }): Promise<HistoryPage> =>
      apiCall('listChatRooms', {
        query: {
          page: pageParam,
          size: HISTORY_PAGE_SIZE,
          sort: '',
          ...(keyword ? { keyword } : {}),
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextHistoryPage(last, pages),
  });
}
