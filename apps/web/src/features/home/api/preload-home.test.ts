import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Client from '@/shared/api/client';
import { apiCall } from '@/shared/api/client';
import { memberKey } from '@/features/auth';
import { chatKeys } from '@/features/chat';
import { coupleKeys } from '@/features/couple';
import { questionKeys } from '@/features/question';
import { preloadHome } from './preload-home';

vi.mock('@/shared/api/client', async (original) => ({
  ...(await original<typeof Client>()),
  apiCall: vi.fn(),
}));

const member = { memberId: 7, nickname: '민준' };
const partner = { memberId: 8, nickname: '서연' };
const question = { coupleQuestionId: 3, level: 1 };
const room = { chatRoomId: 5, chatRoomState: 'BEFORE_INIT' };
const ok = (data: unknown) => ({ success: true, data });
const own: Record<string, unknown> = {
  getMember: member,
  getPartner: partner,
  getTodayQuestion: question,
  getCurrentChatRoom: room,
};

/** `getHome` answers `home` (or fails when it is an Error); every other read its own data. */
function answer(home: unknown) {
  vi.mocked(apiCall).mockImplementation(((operation: string) => {
    if (operation !== 'getHome') return Promise.resolve(own[operation]);
    return home instanceof Error ? Promise.reject(home) : Promise.resolve(home);
  }) as never);
}
const calls = () => vi.mocked(apiCall).mock.calls.map(([operation]) => operation);

let client: QueryClient;
beforeEach(() => {
  vi.mocked(apiCall).mockReset();
  client = new QueryClient();
});

describe('preloadHome: home’s four reads in one request (issue 27)', () => {
  it('fills the member, partner, question and room queries from one combined read', async () => {
    answer({
      member: ok(member),
      partner: ok(partner),
      todayQuestion: ok(question),
      currentRoom: ok(room),
    });
    await preloadHome(client);
    expect(calls()).toEqual(['getHome']);
    expect(client.getQueryData(memberKey)).toEqual(member);
    expect(client.getQueryData(coupleKeys.partner)).toEqual(partner);
    expect(client.getQueryData(questionKeys.today)).toEqual(question);
    expect(client.getQueryData(chatKeys.room)).toEqual(room);
  });

  it('reads a member without a partner as null, as the partner query does', async () => {
    const noPartner = { success: false, code: 40301, message: '커플 멤버가 아니에요.' };
    answer({
      member: ok(member),
      partner: noPartner,
      todayQuestion: ok(question),
      currentRoom: ok(room),
    });
    await preloadHome(client);
    expect(calls()).toEqual(['getHome']);
    expect(client.getQueryData(coupleKeys.partner)).toBeNull();
  });

  it('leaves a part that failed otherwise to its own read, where its error is handled', async () => {
    const failed = { success: false, code: 40400, message: '찾을 수 없어요.' };
    answer({
      member: ok(member),
      partner: ok(partner),
      todayQuestion: failed,
      currentRoom: ok(room),
    });
    await preloadHome(client);
    expect(calls()).toEqual(['getHome', 'getTodayQuestion']);
    expect(client.getQueryData(questionKeys.today)).toEqual(question);
  });

  it('reads the four on their own when the combined read fails', async () => {
    answer(new Error('network'));
    await preloadHome(client);
    expect(calls().sort()).toEqual(
      ['getCurrentChatRoom', 'getHome', 'getMember', 'getPartner', 'getTodayQuestion'].sort(),
    );
    expect(client.getQueryData(chatKeys.room)).toEqual(room);
  });

  it('asks nothing when all four are in the cache', async () => {
    answer(new Error('not expected'));
    client.setQueryData(memberKey, member);
    client.setQueryData(coupleKeys.partner, partner);
    client.setQueryData(questionKeys.today, question);
    client.setQueryData(chatKeys.room, room);
    await preloadHome(client);
    expect(calls()).toEqual([]);
  });
});
