import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { chatKeys } from './chat-keys';
import { nextPageParam, type MessagePage } from '../model/message-pages';
import { pageable } from './get-current-chat-messages';

/**
 * GET /chatrooms/{id}/messages: a room's whole conversation, oldest first, in pages of 10 (the
 * read-only view of a finished chat). (Imported by a route loader: no zod here.)
 */
export function chatRoomMessagesQuery(chatRoomId: number) {
  return infiniteQueryOptions({
    queryKey: chatKeys.roomMessages(chatRoomId),
    queryFn: ({ pageParam, signal }): Promise<MessagePage> =>
      apiCall('getChatRoomMessages', {
        params: { chatRoomId: String(chatRoomId) },
        query: pageable(pageParam),
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages, _param, pageParams) => nextPageParam({ pages, pageParams }),
  });
}
