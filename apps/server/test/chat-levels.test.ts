import { endpoints } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { chatRooms } from './helpers/tables';
import type { TestApp } from './helpers/build';
import {
  MemberEventLog,
  chat,
  currentMessages,
  currentRoom,
  makeTestedMember,
  send,
  sendAndWait,
  untilSettled,
  useChatApp,
} from './helpers/chat';
import { link, makeMember, unlinkRequest, type TestMember } from './helpers/couple-factories';
import { dropRooms } from './helpers/first-room';
import { fails, ok } from './helpers/http';
import { LeasedWrites } from '../src/modules/chat/leased-writes';

/** Levels: the judge, upgrade, the couple pause, level 4 (DESIGN 6). */
let t: TestApp;
const counsellor = useChatApp((app) => (t = app));

async function upgrade(m: TestMember) {
  return ok(
    await chat(t.app, m.accessToken, 'POST', '/current/upgrade'),
    endpoints.upgradeChatRoom,
  );
}

/** Sends one message whose turn the judge declares the level's end. */
async function finishLevel(m: TestMember, summary: string) {
  const log = new MemberEventLog(t.app, m.memberId);
  counsellor.verdicts.push({ completed: true, summary });
  await sendAndWait(t.app, m, `${summary}에 대한 이야기`);
  const finished = await log.next('current_level_finished');
  log.close();
  return finished;
}

async function linkedTestedPair() {
  const a = await makeTestedMember(t.app);
  const b = await makeMember(t.app);
  await link(t.app, b, a);
  return { a, b };
}

describe('a level ends when the counsellor judges it so', () => {
  it('not completed: the room stays ALIVE; completed: NEED_NEXT_QUESTION, event, summary kept encrypted', async () => {
    const { a } = await linkedTestedPair();
    const room = await currentRoom(t.app, a.accessToken);
    await sendAndWait(t.app, a, '처음 이야기');
    expect((await currentRoom(t.app, a.accessToken)).chatRoomState).toBe('ALIVE');

    expect(await finishLevel(a, '주말 약속 때문에 서운했음')).toEqual({
      chatRoomId: room.chatRoomId,
      level: 1,
    });
    expect(await currentRoom(t.app, a.accessToken)).toMatchObject({
      chatRoomState: 'NEED_NEXT_QUESTION',
      level: 1,
      pendingReply: false,
    });
    // The judge saw the reply it judges, last.
    const judged = counsellor.calls.filter((c) => c.method === 'judge').at(-1);
    expect(judged?.ctx?.messages.at(-1)?.sender).toBe('ASSISTANT');
    const [row] = await t.database.db
      .select()
      .from(chatRooms)
      .where(eq(chatRooms.id, room.chatRoomId));
    expect(row?.firstSummaryEnc).toBeTruthy();
    expect(row?.firstSummaryEnc).not.toContain('서운');
  });

  it('a send in NEED_NEXT_QUESTION first moves to the next level, its reply standing for the opening', async () => {
    const { a } = await linkedTestedPair();
    const room = await currentRoom(t.app, a.accessToken);
    await finishLevel(a, '주말 약속 때문에 서운했음');
    const log = new MemberEventLog(t.app, a.memberId);
    const { messageId } = await sendAndWait(t.app, a, '다음 이야기로 넘어가자');
    expect(await currentRoom(t.app, a.accessToken)).toMatchObject({
      chatRoomId: room.chatRoomId,
      chatRoomState: 'ALIVE',
      level: 2,
      pendingReply: false,
    });
    const page = await currentMessages(t.app, a.accessToken);
    expect(page.list.find((m) => m.messageId === messageId)).toMatchObject({
      senderType: 'USER',
      level: 2,
    });
    expect(page.list[0]).toMatchObject({ senderType: 'ASSISTANT', level: 2 });
    // The engine answered the message at level 2 with level 1's summary; no separate opening.
    const reply = counsellor.calls.filter((c) => c.method === 'reply').at(-1);
    expect(reply?.ctx).toMatchObject({
      level: 2,
      previousSummaries: [{ level: 1, summary: '주말 약속 때문에 서운했음' }],
    });
    expect(counsellor.calls.some((c) => c.method === 'opening')).toBe(false);
    expect(log.names()).not.toContain('chat_room_paused');
    log.close();
  });

  it("a send that meets the judge ending the level goes on as the next level's first message", async () => {
    const { a } = await linkedTestedPair();
    const room = await currentRoom(t.app, a.accessToken);
    const log = new MemberEventLog(t.app, a.memberId);
    let verdict: (v: { completed: boolean; summary: string }) => void = () => undefined;
    counsellor.verdicts.push(new Promise((resolve) => (verdict = resolve)));
    await send(t.app, a.accessToken, '주말 약속 이야기');
    await log.next('ai_response_id');
    // The send has read the room ALIVE; the judge's verdict lands before its write.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its own `this` below
    const write = LeasedWrites.prototype.send;
    const spy = vi.spyOn(LeasedWrites.prototype, 'send').mockImplementationOnce(async function (
      this: LeasedWrites,
      input,
    ) {
      verdict({ completed: true, summary: '주말 약속 때문에 서운했음' });
      await log.next('current_level_finished');
      return write.call(this, input);
    });
    try {
      const res = await chat(t.app, a.accessToken, 'POST', '/current/send', { message: '그래서' });
      const { messageId } = ok(res, endpoints.sendChatMessage);
      await untilSettled(t.app, a.accessToken);
      expect(await currentRoom(t.app, a.accessToken)).toMatchObject({
        chatRoomId: room.chatRoomId,
        chatRoomState: 'ALIVE',
        level: 2,
      });
      const stored = (await currentMessages(t.app, a.accessToken)).list;
      expect(stored.find((m) => m.messageId === messageId)).toMatchObject({ level: 2 });
      expect(spy).toHaveBeenCalledTimes(2);
    } finally {
      spy.mockRestore();
      log.close();
    }
  });

  it('after level 1 a send without a partner pauses the room, as upgrade does (40009)', async () => {
    const a = await makeTestedMember(t.app);
    const room = await currentRoom(t.app, a.accessToken);
    await finishLevel(a, '혼자 고민');
    const log = new MemberEventLog(t.app, a.memberId);
    fails(await chat(t.app, a.accessToken, 'POST', '/current/send', { message: '더' }), 40009);
    expect(await log.next('chat_room_paused')).toEqual({
      chatRoomId: room.chatRoomId,
      reason: 'COUPLE_REQUIRED',
    });
    expect(await currentRoom(t.app, a.accessToken)).toMatchObject({
      chatRoomState: 'PAUSED',
      pausedReason: 'COUPLE_REQUIRED',
      level: 1,
    });
    const stored = (await currentMessages(t.app, a.accessToken)).list;
    expect(stored.some((m) => m.content === '더')).toBe(false);
    log.close();
  });

  it('a failing judge lets the level go on', async () => {
    const a = await makeTestedMember(t.app);
    await currentRoom(t.app, a.accessToken);
    counsellor.verdicts.push(new Error('judge down'));
    await sendAndWait(t.app, a, '안녕');
    expect((await currentRoom(t.app, a.accessToken)).chatRoomState).toBe('ALIVE');
  });
});

describe('POST /chatrooms/current/upgrade', () => {
  it('with a partner: ALIVE at level 2 and the opening streams; it knows the level-1 summary', async () => {
    const { a } = await linkedTestedPair();
    await currentRoom(t.app, a.accessToken);
    await finishLevel(a, '1단계 요약');
    const log = new MemberEventLog(t.app, a.memberId);
    const room = await upgrade(a);
    expect(room).toMatchObject({ chatRoomState: 'ALIVE', level: 2, pendingReply: true });
    const openingId = await log.next('ai_response_id');
    expect(log.chunks()).toBe('2단계를 시작하자.');
    await untilSettled(t.app, a.accessToken);
    const page = await currentMessages(t.app, a.accessToken);
    expect(page.list[0]).toMatchObject({ messageId: openingId, level: 2, senderType: 'ASSISTANT' });
    const opening = counsellor.calls.find((c) => c.method === 'opening');
    expect(opening?.ctx?.previousSummaries).toEqual([{ level: 1, summary: '1단계 요약' }]);
    expect(opening?.ctx?.partner?.nickname).toEqual(expect.any(String));
    expect(opening?.ctx?.messages).toEqual([]);
    log.close();
  });

  it('40008 without a room; 40009 unless NEED_NEXT_QUESTION', async () => {
    const a = await makeTestedMember(t.app);
    // A member with no room (one from before first rooms were made at onboarding).
    await dropRooms(t.database, a.memberId);
    fails(await chat(t.app, a.accessToken, 'POST', '/current/upgrade'), 40008);
    await currentRoom(t.app, a.accessToken);
    fails(await chat(t.app, a.accessToken, 'POST', '/current/upgrade'), 40009);
    await sendAndWait(t.app, a, '안녕');
    fails(await chat(t.app, a.accessToken, 'POST', '/current/upgrade'), 40009);
  });

  it('after level 1 without a partner: PAUSED (COUPLE_REQUIRED); linking resumes it', async () => {
    const a = await makeTestedMember(t.app);
    const room = await currentRoom(t.app, a.accessToken);
    await finishLevel(a, '혼자 온 이야기');
    const log = new MemberEventLog(t.app, a.memberId);
    expect(await upgrade(a)).toMatchObject({
      chatRoomState: 'PAUSED',
      pausedReason: 'COUPLE_REQUIRED',
      level: 1,
      pendingReply: false,
    });
    expect(await log.next('chat_room_paused')).toEqual({
      chatRoomId: room.chatRoomId,
      reason: 'COUPLE_REQUIRED',
    });
    fails(await chat(t.app, a.accessToken, 'POST', '/current/send', { message: '안녕' }), 40009);
    fails(await chat(t.app, a.accessToken, 'POST', '/current/upgrade'), 40009);

    const b = await makeMember(t.app);
    await link(t.app, a, b);
    expect(await log.next('current_level_finished')).toEqual({
      chatRoomId: room.chatRoomId,
      level: 1,
    });
    expect(await currentRoom(t.app, a.accessToken)).toMatchObject({
      chatRoomState: 'NEED_NEXT_QUESTION',
      pausedReason: null,
    });
    expect((await upgrade(a)).level).toBe(2);
    await untilSettled(t.app, a.accessToken);
    log.close();
  });

  it('a room resumed by a link is not paused again by an unlink (DESIGN 7)', async () => {
    const a = await makeTestedMember(t.app);
    await currentRoom(t.app, a.accessToken);
    await finishLevel(a, '요약');
    await upgrade(a);
    const b = await makeMember(t.app);
    await link(t.app, b, a);
    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    // Resumed at link time; the unlink does not pause it again (DESIGN 7).
    expect((await currentRoom(t.app, a.accessToken)).chatRoomState).toBe('NEED_NEXT_QUESTION');
  });
});

describe('level 4', () => {
  it('the opening and every reply are the closing line, without the model and without a judge', async () => {
    const { a } = await linkedTestedPair();
    await currentRoom(t.app, a.accessToken);
    for (const level of [1, 2, 3]) {
      await finishLevel(a, `${level}단계 요약`);
      await upgrade(a);
      await untilSettled(t.app, a.accessToken);
    }
    expect(await currentRoom(t.app, a.accessToken)).toMatchObject({
      level: 4,
      chatRoomState: 'ALIVE',
    });
    counsellor.reset();
    await sendAndWait(t.app, a, '고마워');
    expect(counsellor.calls.map((c) => c.method)).toEqual(['closingLine']);
    expect((await currentMessages(t.app, a.accessToken)).list[0]?.content).toContain('고마워');
    fails(await chat(t.app, a.accessToken, 'POST', '/current/upgrade'), 40009);
  });
});
