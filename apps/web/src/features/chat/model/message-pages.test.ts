import { describe, expect, it } from 'vitest';
import { CHAT_PAGE_SIZE, type ChatMessage } from '@dama/contract';
import {
  flattenMessages,
  mergeNewestPage,
  nextPageParam,
  PAGE_SIZE,
  type MessagePage,
  type MessagePages,
} from './message-pages';

function message(messageId: number, content = `m${messageId}`): ChatMessage {
  return {
    messageId,
    senderType: 'USER',
    content,
    level: 1,
    createdAt: '2026-11-24T10:00:00+09:00',
    status: 'DONE',
  };
}

/** Page `page` of a room whose messages are 1..total, newest first. */
function newestFirst(total: number, page: number): MessagePage {
  const list: ChatMessage[] = [];
  for (let id = total - page * PAGE_SIZE; id > Math.max(0, total - (page + 1) * PAGE_SIZE); id--) {
    list.push(message(id));
  }
  return { size: list.length, page, list, totalCount: total };
}

function pages(...loaded: MessagePage[]): MessagePages {
  return { pages: loaded, pageParams: loaded.map((page) => page.page) };
}

const ids = (data: MessagePages) => flattenMessages(data).map((m) => m.messageId);

describe('message pages', () => {
  it('uses the contract page size', () => {
    expect(PAGE_SIZE).toBe(CHAT_PAGE_SIZE);
  });

  it('flattens pages oldest first, each message once (pages overlap when messages arrive)', () => {
    // Page 0 loaded with 25 messages, then 2 arrived, then page 1 loaded: it repeats 16 and 17.
    const data = pages(newestFirst(25, 0), newestFirst(27, 1));
    expect(ids(data)).toEqual([
      8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
    ]);
  });

  it('asks for the next page while fewer than totalCount are loaded, counted from what is loaded', () => {
    expect(nextPageParam(pages(newestFirst(25, 0)))).toBe(1);
    expect(nextPageParam(pages(newestFirst(25, 0), newestFirst(25, 1)))).toBe(2);
    expect(
      nextPageParam(pages(newestFirst(25, 0), newestFirst(25, 1), newestFirst(25, 2))),
    ).toBeUndefined();
    expect(nextPageParam(pages(newestFirst(10, 0)))).toBeUndefined();
  });

  it('never asks for a page twice when the count and the pages disagree', () => {
    const lying: MessagePage = { ...newestFirst(5, 0), totalCount: 50 };
    expect(nextPageParam(pages(lying))).toBeUndefined();
  });

  it('merges a fresh newest page: new messages, fresh copies, older pages kept', () => {
    const data = pages(newestFirst(25, 0), newestFirst(25, 1));
    const fresh = newestFirst(27, 0);
    fresh.list[3] = message(24, 'changed');
    const merged = mergeNewestPage(data, fresh);
    expect(ids(merged)).toEqual(Array.from({ length: 22 }, (_, i) => i + 6));
    expect(flattenMessages(merged).find((m) => m.messageId === 24)?.content).toBe('changed');
    expect(merged.pages[1]?.totalCount).toBe(27);
    expect(nextPageParam(merged)).toBe(2);
  });

  it('drops older pages when the fresh page does not reach them (no hole in the list)', () => {
    const data = pages(newestFirst(25, 0), newestFirst(25, 1));
    const merged = mergeNewestPage(data, newestFirst(60, 0));
    expect(ids(merged)).toEqual(Array.from({ length: 10 }, (_, i) => i + 51));
    expect(nextPageParam(merged)).toBe(1);
  });

  it('starts the list from a fresh page when nothing was loaded', () => {
    expect(ids(mergeNewestPage(undefined, newestFirst(3, 0)))).toEqual([1, 2, 3]);
  });
});
