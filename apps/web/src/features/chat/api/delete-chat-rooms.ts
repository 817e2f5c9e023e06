import {
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import type { RoomItem } from '@dama/contract';
import { apiCall } from '@/shared/api/client';
import { chatKeys } from './chat-keys';

/** One page of GET /chatrooms (CONTRACT 4.6): completed rooms, newest first. */
export interface HistoryPage {
  size: number;
  page: number;
  totalCount: number;
  list: RoomItem[];
}

export type HistoryPages = InfiniteData<HistoryPage>;

/** `data` without the rooms `ids` (the total lowered by the rooms it held). */
export function withoutRooms(data: HistoryPages, ids: ReadonlySet<number>): HistoryPages {
  const removed = new Set(
    data.pages
      .flatMap((page) => page.list.filter((room) => ids.has(room.chatRoomId)))
      .map((room) => room.chatRoomId),
  );
  return {
    ...data,
    pages: data.pages.map((page) => {
      const list = page.list.filter((room) => !ids.has(room.chatRoomId));
      return {
        ...page,
        list,
        size: list.length,
        totalCount: Math.max(0, page.totalCount - removed.size),
      };
    }),
  };
}

type Snapshot = Array<[QueryKey, HistoryPages | undefined]>;

/**
 * DELETE /chatrooms: erases finished rooms (all or none). Shared by the chat result and the
 * history screens: the rooms leave every cached history list at once (optimistic) and come back
 * if the server refuses; after the answer the lists are read again and the rooms' own data goes.
 */
export function useDeleteChatRooms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chatRoomIdList: number[]) =>
      apiCall('deleteChatRooms', { body: { chatRoomIdList } }),
    onMutate: async (chatRoomIdList): Promise<{ snapshot: Snapshot }> => {
      await queryClient.cancelQueries({ queryKey: chatKeys.historyLists });
      const snapshot = queryClient.getQueriesData<HistoryPages>({
        queryKey: chatKeys.historyLists,
      });
      const ids = new Set(chatRoomIdList);
      queryClient.setQueriesData<HistoryPages>({ queryKey: chatKeys.historyLists }, (data) =>
        data ? withoutRooms(data, ids) : data,
      );
      return { snapshot };
    },
    onError: (_error, _ids, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (_data, chatRoomIdList) => {
      for (const id of chatRoomIdList) {
        queryClient.removeQueries({ queryKey: chatKeys.summary(id) });
        queryClient.removeQueries({ queryKey: chatKeys.roomMessages(id) });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.historyLists }),
  });
}
