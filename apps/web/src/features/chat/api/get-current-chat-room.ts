import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { chatKeys } from './chat-keys';

/**
 * GET /chatrooms/current: the member's current room (state, level, paused reason, whether a reply
 * is being generated). Reading it creates the room with 담이's greeting when there is none
 * (CONTRACT 4.6). Shared: home shows start or continue from it, the chat screens run on it.
 */
export function currentChatRoomQuery() {
  return queryOptions({
    queryKey: chatKeys.room,
    queryFn: ({ signal }) => apiCall('getCurrentChatRoom', { signal }),
  });
}
