import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { chatKeys } from './chat-keys';

/**
 * GET /chatrooms/{id}/summary: the result of a completed room; `summaryState` PENDING while the
 * summary job runs. 40008 / 40302 (no such room, someone else's) are answers the result screen
 * shows, not failures to report. (Imported by a route loader: no zod here.)
 */
export function chatSummaryQuery(chatRoomId: number) {
  return queryOptions({
    queryKey: chatKeys.summary(chatRoomId),
    queryFn: ({ signal }) =>
      apiCall('getChatRoomSummary', {
        params: { chatRoomId: String(chatRoomId) },
        signal,
        expectedCodes: ['NO_SUCH_CHAT_ROOM', 'MEMBER_ACCESS_DENIED'],
      }),
  });
}
