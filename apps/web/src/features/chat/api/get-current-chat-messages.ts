import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/api/client';
import { chatKeys } from './chat-keys';
import {
  mergeNewestPage,
  nextPageParam,
  PAGE_SIZE,
  type MessagePage,
  type MessagePages,
} from '../model/message-pages';

/** SPEC 7.1: `pageable` is page (from 0), size 10 and an empty sort. */
export function pageable(page: number) {
  return { page, size: PAGE_SIZE, sort: '' };
}

function fetchPage(page: number, signal?: AbortSignal): Promise<MessagePage> {
  return apiCall('getCurrentChatMessages', { query: pageable(page), signal });
}

/**
 * GET /chatrooms/current/messages: the current room's messages, page 0 the newest ten; the next
 * pages go back in time (infinite scroll upward). (Imported by a route loader: no zod here.)
 */
export function currentChatMessagesQuery() {
  return infiniteQueryOptions({
    queryKey: chatKeys.messages,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (_last, pages, _param, pageParams) => nextPageParam({ pages, pageParams }),
  });
}

/**
 * Fetches the newest page again and merges it into what is loaded (the stored reply replaces the
 * streamed one; a user message shows its FAILED status), without refetching the older pages.
 * Resolves to the fresh page's messages.
 */
export async function refreshNewestMessages(queryClient: QueryClient): Promise<MessagePage> {
  const fresh = await fetchPage(0);
  queryClient.setQueryData<MessagePages>(chatKeys.messages, (data) => mergeNewestPage(data, fresh));
  return fresh;
}
