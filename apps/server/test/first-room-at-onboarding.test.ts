import { endpoints } from '@dama/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build';
import { makeMember } from './helpers/couple-factories';
import { FakeCounsellor } from './helpers/fake-counsellor';
import { roomCount } from './helpers/first-room';
import { bearer, ok } from './helpers/http';
import { onboard } from './helpers/factories';

let t: TestApp | null = null;
afterEach(async () => {
  await t?.close();
  t = null;
});

const currentRoom = (app: TestApp, token: string) =>
  app.app.inject({ method: 'GET', url: '/api/chatrooms/current', headers: bearer(token) });
const messages = (app: TestApp, token: string) =>
  app.app.inject({
    method: 'GET',
    url: '/api/chatrooms/current/messages?page=0&size=10',
    headers: bearer(token),
  });

describe("a member's first chat room is made when onboarding completes (issue 27)", () => {
  it('exists before any chat read, greeting the member by name; the first open reads it', async () => {
    t = await build();
    const waiting = await makeMember(t.app, { onboarded: false });
    expect(await roomCount(t.database, waiting.memberId)).toBe(0);

    const member = await makeMember(t.app, { nickname: '민준' });
    expect(await roomCount(t.database, member.memberId)).toBe(1);
    const room = ok(await currentRoom(t, member.accessToken), endpoints.getCurrentChatRoom);
    expect(room.chatRoomState).toBe('BEFORE_INIT');
    const list = ok(await messages(t, member.accessToken), endpoints.getCurrentChatMessages).list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ senderType: 'ASSISTANT' });
    expect(list[0]!.content).toContain('민준');
    expect(await roomCount(t.database, member.memberId)).toBe(1);
  });

  it('never fails onboarding: when the room cannot be made, the first open makes it', async () => {
    const counsellor = new FakeCounsellor();
    let refuse = true;
    const greeting = counsellor.greeting.bind(counsellor);
    counsellor.greeting = (nickname: string) => {
      if (refuse) throw new Error('greeting unavailable');
      return greeting(nickname);
    };
    t = await build({ counsellor });
    const member = await makeMember(t.app, { onboarded: false });
    ok(
      await onboard(t.app, member.accessToken, { nickname: '서연' }),
      endpoints.completeOnboarding,
    );
    expect(await roomCount(t.database, member.memberId)).toBe(0);

    refuse = false;
    ok(await currentRoom(t, member.accessToken), endpoints.getCurrentChatRoom);
    expect(await roomCount(t.database, member.memberId)).toBe(1);
  });
});
