// Search params of the chat routes (SPEC 5). Plain functions: a route's validateSearch is not
// code-split, so nothing here may pull zod into the first screen (decision 0008).
import { flagFrom, positiveIntFrom } from '@/shared/lib/search-params';

export interface ChatSearch {
  /** A finished room to read (the whole conversation, read-only); absent: the current room. */
  chatId?: number;
}

export interface ChatLoadingSearch {
  /** The room just completed, whose summary the screen waits for. */
  chatId?: number;
}

export interface ChatResultSearch {
  chatId: number;
  fromHistory?: boolean;
}

export function validateChatSearch(search: Record<string, unknown>): ChatSearch {
  const chatId = positiveIntFrom(search.chatId);
  return chatId === undefined ? {} : { chatId };
}

export const validateChatLoadingSearch: (search: Record<string, unknown>) => ChatLoadingSearch =
  validateChatSearch;

/** `chatId` defaults to 0 (no room: the screen says so); `fromHistory` is true or absent. */
export function validateChatResultSearch(search: Record<string, unknown>): ChatResultSearch {
  const fromHistory = flagFrom(search.fromHistory);
  return { chatId: positiveIntFrom(search.chatId) ?? 0, ...(fromHistory ? { fromHistory } : {}) };
}
