import { endpoints } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/build';
import {
  MemberEventLog,
  chat,
  currentMessages,
  currentRoom,
  makeTestedMember,
  send,
  sendAndWait,
  takeTest,
  untilSettled,
  useChatApp,
} from './helpers/chat';
import { makeMember } from './helpers/couple-factories';
import { Gate } from './helpers/fake-counsellor';
import { dropRooms } from './helpers/first-room';
import { fails, ok } from './helpers/http';

/** The current room, sending and the reply over the live events (CONTRACT 4.6, DESIGN 6). */
let t: TestApp;
const counsellor = useChatApp((app) => (t = app));

describe('GET /chatrooms/current', () => {
  it('creates a BEFORE_INIT room at level 1 with 담이’s greeting as the first message', async () => {
    const m = await makeMember(t.app, { nickname: '하늘' });
    const room = await currentRoom(t.app, m.accessToken);
    expect(room).toMatchObject({
      chatRoomState: 'BEFORE_INIT',
      level: 1,
      pausedReason: null,
      lastMessageAt: null,
      pendingReply: false,
      safetyMode: null,
      createdAt: '2026-11-21T14:00:00.000+09:00',
    });
    const page = await currentMessages(t.app, m.accessToken);
    expect(page).toMatchObject({ size: 1, page: 0, totalCount: 1 });
    expect(page.list[0]).toMatchObject({
      senderType: 'ASSISTANT',
      content: '하늘, 안녕! 나는 담이야.',
      level: 1,
      status: 'DONE',
    });
    // Reading again returns the same room.
    expect((await currentRoom(t.app, m.accessToken)).chatRoomId).toBe(room.chatRoomId);
  });

  it('two first reads at once make one room', async () => {
    const m = await makeMember(t.app);
    const [a, b] = await Promise.all([
      currentRoom(t.app, m.accessToken),
      currentRoom(t.app, m.accessToken),
    ]);
    expect(a.chatRoomId).toBe(b.chatRoomId);
  });

  it('messages before any room → 40008', async () => {
    const m = await makeMember(t.app);
    // A member with no room (one from before first rooms were made at onboarding).
    await dropRooms(t.database, m.memberId);
    fails(await chat(t.app, m.accessToken, 'GET', '/current/messages'), 40008);
  });
});

describe('POST /chatrooms/current/send', () => {
  it('answers at once with the stored message; chunks then ai_response_id; the room is ALIVE', async () => {
    const m = await makeTestedMember(t.app);
    const room = await currentRoom(t.app, m.accessToken);
    const log = new MemberEventLog(t.app, m.memberId);
    const sent = await send(t.app, m.accessToken, '  어제 크게 싸웠어  ');
    expect(sent.chatRoomId).toBe(room.chatRoomId);
    const replyId = await log.next('ai_response_id');
    expect(log.names().slice(0, 3)).toEqual(['chat_response', 'chat_response', 'ai_response_id']);
    expect(log.chunks()).toBe('그랬구나. 더 들려줄래?');
    await untilSettled(t.app, m.accessToken);

    const after = await currentRoom(t.app, m.accessToken);
    expect(after).toMatchObject({
      chatRoomState: 'ALIVE',
      pendingReply: false,
      lastMessageAt: '2026-11-21T14:00:00.000+09:00',
    });
    const page = await currentMessages(t.app, m.accessToken);
    expect(page.list.map((x) => [x.messageId, x.senderType, x.content, x.status])).toEqual([
      [replyId, 'ASSISTANT', '그랬구나. 더 들려줄래?', 'DONE'],
      [sent.messageId, 'USER', '어제 크게 싸웠어', 'DONE'],
      [expect.any(Number), 'ASSISTANT', expect.any(String), 'DONE'],
    ]);
    // The counsellor heard this level's conversation, oldest first, and judged the turn.
    const reply = counsellor.calls.find((c) => c.method === 'reply');
    expect(reply?.ctx?.messages.map((x) => x.sender)).toEqual(['ASSISTANT', 'USER']);
    expect(reply?.ctx?.messages[1]?.content).toBe('어제 크게 싸웠어');
    expect(counsellor.calls.map((c) => c.method)).toEqual(['reply', 'judge']);
    log.close();
  });

  it('pages the current room newest first in pages of 10', async () => {
    const m = await makeTestedMember(t.app);
    await currentRoom(t.app, m.accessToken);
    for (let i = 1; i <= 5; i++) await sendAndWait(t.app, m, `메시지 ${i}`);
    const first = await currentMessages(t.app, m.accessToken);
    expect(first).toMatchObject({ size: 10, page: 0, totalCount: 11 });
    const second = await currentMessages(t.app, m.accessToken, '?page=1');
    expect(second).toMatchObject({ size: 1, page: 1, totalCount: 11 });
    expect(second.list[0]?.senderType).toBe('ASSISTANT');
    expect(first.list[0]!.messageId).toBeGreaterThan(first.list[9]!.messageId);
  });

  it('checks in order: 40000, 40008, 40009, 40010', async () => {
    const m = await makeMember(t.app);
    const bad = await chat(t.app, m.accessToken, 'POST', '/current/send', { message: '   ' });
    expect(fails(bad, 40000)).toContain('message');
    // No room (and not tested): 40008 first.
    await dropRooms(t.database, m.memberId);
    fails(await chat(t.app, m.accessToken, 'POST', '/current/send', { message: '안녕' }), 40008);
    await currentRoom(t.app, m.accessToken);
    // Not tested: 40010.
    fails(await chat(t.app, m.accessToken, 'POST', '/current/send', { message: '안녕' }), 40010);
    // A reply in progress, still not tested: 40009 comes before 40010.
    await takeTest(t.app, m.accessToken);
    const gate = new Gate();
    counsellor.replies.push({ chunks: ['하나', '둘'], gate });
    await send(t.app, m.accessToken, '첫 메시지');
    expect((await currentRoom(t.app, m.accessToken)).pendingReply).toBe(true);
    await t.database.executeSql(
      `update members set love_type_category = null where id = ${m.memberId}`,
    );
    fails(await chat(t.app, m.accessToken, 'POST', '/current/send', { message: '또' }), 40009);
    gate.open();
    await untilSettled(t.app, m.accessToken);
    fails(await chat(t.app, m.accessToken, 'POST', '/current/send', { message: '또' }), 40010);
  });

  it('one reply at a time: a second send while the first streams → 40009, nothing stored', async () => {
    const m = await makeTestedMember(t.app);
    await currentRoom(t.app, m.accessToken);
    const gate = new Gate();
    counsellor.replies.push({ chunks: ['하나', '둘'], gate });
    await send(t.app, m.accessToken, '하나');
    fails(await chat(t.app, m.accessToken, 'POST', '/current/send', { message: '둘' }), 40009);
    gate.open();
    await untilSettled(t.app, m.accessToken);
    expect((await currentMessages(t.app, m.accessToken)).totalCount).toBe(3);
  });

  it('a repeated clientMessageId returns the first result and sends nothing', async () => {
    const m = await makeTestedMember(t.app);
    await currentRoom(t.app, m.accessToken);
    const log = new MemberEventLog(t.app, m.memberId);
    const first = await send(t.app, m.accessToken, '안녕', 'c-1');
    // Even while its reply is in progress (no 40009), and with another text.
    const again = await send(t.app, m.accessToken, '다른 말', 'c-1');
    expect(again).toEqual(first);
    await log.next('ai_response_id');
    await untilSettled(t.app, m.accessToken);
    expect(await send(t.app, m.accessToken, '안녕', 'c-1')).toEqual(first);
    expect((await currentMessages(t.app, m.accessToken)).totalCount).toBe(3);
    expect(counsellor.calls.filter((c) => c.method === 'reply')).toHaveLength(1);
    expect(log.names().filter((n) => n === 'ai_response_id')).toHaveLength(1);
    log.close();
  });

  it('a message that signals a risk gets the safety reply without the engine, and no judge', async () => {
    const m = await makeTestedMember(t.app, { nickname: '별' });
    await currentRoom(t.app, m.accessToken);
    const { replyId } = await sendAndWait(t.app, m, '요즘 죽고 싶어');
    const page = await currentMessages(t.app, m.accessToken);
    expect(page.list[0]).toMatchObject({ messageId: replyId, status: 'DONE' });
    expect(page.list[0]?.content).toContain('109');
    expect(counsellor.calls.map((c) => c.method)).toEqual(['safetyReply']);
  });

  it('20 sends a minute per member, then 42900 with Retry-After; a minute later it goes on', async () => {
    const m = await makeTestedMember(t.app);
    await currentRoom(t.app, m.accessToken);
    for (let i = 0; i < 20; i++) await sendAndWait(t.app, m, `빠른 메시지 ${i}`);
    const limited = await chat(t.app, m.accessToken, 'POST', '/current/send', { message: '또' });
    fails(limited, 42900);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    t.clock.advance(61_000);
    ok(
      await chat(t.app, m.accessToken, 'POST', '/current/send', { message: '이제 돼?' }),
      endpoints.sendChatMessage,
    );
    await untilSettled(t.app, m.accessToken);
  });
});
