import { describe, expect, it } from 'vitest';
import { chatMessageError, DeleteChatRoomsBody, HistoryQuery, SendMessageBody } from './chat';

describe('chat message rule', () => {
  it('accepts 1 to 500 characters after trimming, line breaks included', () => {
    expect(chatMessageError('  어제 싸웠어\n그래서 속상해  ')).toBeNull();
    expect(chatMessageError('가'.repeat(500))).toBeNull();
    expect(chatMessageError('😀'.repeat(500))).toBeNull();
  });

  it('refuses empty, too long and control-character text', () => {
    expect(chatMessageError('   \n ')).toBe('메시지를 입력해 주세요.');
    expect(chatMessageError('가'.repeat(501))).toBe('메시지는 500자까지 보낼 수 있어요.');
    expect(chatMessageError('안녕\u0000')).not.toBeNull();
    expect(chatMessageError('안녕\u0007')).not.toBeNull();
  });

  it('sends the trimmed text and an optional client id', () => {
    expect(SendMessageBody.parse({ message: ' 안녕 ', clientMessageId: 'a-1' })).toEqual({
      message: '안녕',
      clientMessageId: 'a-1',
    });
    expect(
      SendMessageBody.safeParse({ message: '안녕', clientMessageId: 'x'.repeat(65) }).success,
    ).toBe(false);
    expect(SendMessageBody.safeParse({ message: '안녕', clientMessageId: '한글' }).success).toBe(
      false,
    );
  });
});

describe('history requests', () => {
  it('refuses an empty or repeated delete list', () => {
    expect(DeleteChatRoomsBody.safeParse({ chatRoomIdList: [] }).success).toBe(false);
    expect(DeleteChatRoomsBody.safeParse({ chatRoomIdList: [3, 3] }).success).toBe(false);
    expect(DeleteChatRoomsBody.safeParse({ chatRoomIdList: [3, 4] }).success).toBe(true);
  });

  it('pages by 10 from page 0 and keeps the keyword as typed', () => {
    expect(HistoryQuery.parse({})).toEqual({ page: 0, size: 10 });
    expect(HistoryQuery.parse({ keyword: '50%_할인\\' }).keyword).toBe('50%_할인\\');
  });
});
