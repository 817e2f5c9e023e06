import { describe, expect, it } from 'vitest';
import { validateChatResultSearch, validateChatSearch } from './chat-search';

describe('chat search params (SPEC 5)', () => {
  it('/chat: an optional number chatId', () => {
    expect(validateChatSearch({})).toEqual({});
    expect(validateChatSearch({ chatId: 12 })).toEqual({ chatId: 12 });
    expect(validateChatSearch({ chatId: '12' })).toEqual({ chatId: 12 });
    expect(validateChatSearch({ chatId: 'abc' })).toEqual({});
    expect(validateChatSearch({ chatId: -3 })).toEqual({});
    expect(validateChatSearch({ chatId: 1.5 })).toEqual({});
  });

  it('/chat/result: chatId defaults to 0, fromHistory is a boolean', () => {
    expect(validateChatResultSearch({})).toEqual({ chatId: 0 });
    expect(validateChatResultSearch({ chatId: 7, fromHistory: true })).toEqual({
      chatId: 7,
      fromHistory: true,
    });
    expect(validateChatResultSearch({ chatId: 7, fromHistory: 'true' })).toEqual({
      chatId: 7,
      fromHistory: true,
    });
    expect(validateChatResultSearch({ chatId: 'x', fromHistory: 'no' })).toEqual({ chatId: 0 });
  });
});
