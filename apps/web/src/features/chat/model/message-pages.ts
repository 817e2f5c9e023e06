import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage } from '@dama/contract';

/** One page of GET /chatrooms/current/messages or /chatrooms/{id}/messages (CONTRACT 2, 4.6). */
export interface MessagePage {
  size: number;
  page: number;
  list: ChatMessage[];
  totalCount: number;
}

export type MessagePages = InfiniteData<MessagePage>;

/** SPEC 9: chat messages come in pages of 10 (the contract's CHAT_PAGE_SIZE, checked by a test). */
export const PAGE_SIZE = 10;

function byId(a: ChatMessage, b: ChatMessage): number {
  return a.messageId - b.messageId;
}

/**
 * Every loaded message once, oldest first (ids grow with time). Pages overlap when messages
 * arrived between two page loads (page N then starts with what page N-1 ended with); page 0's
 * copy of a message wins, being the freshest (say, a user message that became FAILED).
 */
export function flattenMessages(data: MessagePages | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Map<number, ChatMessage>();
  for (const page of [...data.pages].reverse()) {
    for (const message of page.list) seen.set(message.messageId, message);
  }
  return [...seen.values()].sort(byId);
}

/** How many distinct messages are loaded. */
export function loadedCount(data: MessagePages | undefined): number {
  return flattenMessages(data).length;
}

/**
 * The page to ask for next when paging away from page 0 (older messages on the current room,
 * newer ones on a finished room), or undefined when everything is loaded (SPEC 7.1: while the
 * loaded count is below totalCount). Counted from what is loaded rather than from the last page
 * number, so pages that shifted while messages arrived are neither skipped nor asked twice: the
 * overlap is removed by `flattenMessages`.
 */
export function nextPageParam(data: MessagePages): number | undefined {
  const total = data.pages[0]?.totalCount ?? 0;
  const loaded = loadedCount(data);
  if (loaded >= total) return undefined;
  const next = Math.floor(loaded / PAGE_SIZE);
  // Never ask for a page already asked for (a server whose count disagrees with its pages).
  return data.pageParams.includes(next) ? undefined : next;
}

/**
 * Merges a fresh page 0 of the current room (newest first) into what is loaded, with nothing
 * refetched twice: its messages replace their old copies, older pages stay. When the fresh page
 * does not reach back to anything loaded (more than a page arrived meanwhile, e.g. after a long
 * time offline) the older pages are dropped, so the list never has a hole; scrolling up loads
 * them again.
 */
export function mergeNewestPage(data: MessagePages | undefined, fresh: MessagePage): MessagePages {
  if (!data || data.pages.length === 0) return { pages: [fresh], pageParams: [0] };
  const loaded = new Set(flattenMessages(data).map((message) => message.messageId));
  const oldestFresh = fresh.list.reduce(
    (oldest, message) => Math.min(oldest, message.messageId),
    Number.POSITIVE_INFINITY,
  );
  const reachesLoaded =
    loaded.size === 0 ||
    fresh.list.length < PAGE_SIZE ||
    fresh.list.some((message) => loaded.has(message.messageId)) ||
    [...loaded].every((id) => id > oldestFresh);
  if (!reachesLoaded) return { pages: [fresh], pageParams: [0] };
  const freshIds = new Set(fresh.list.map((message) => message.messageId));
  const [first, ...older] = data.pages;
  const kept = (first?.list ?? []).filter((message) => !freshIds.has(message.messageId));
  const merged: MessagePage = {
    ...fresh,
    list: [...fresh.list, ...kept].sort((a, b) => b.messageId - a.messageId),
  };
  merged.size = merged.list.length;
  return {
    pages: [merged, ...older.map((page) => withTotal(page, fresh.totalCount))],
    pageParams: data.pageParams,
  };
}

function withTotal(page: MessagePage, totalCount: number): MessagePage {
  return page.totalCount === totalCount ? page : { ...page, totalCount };
}
