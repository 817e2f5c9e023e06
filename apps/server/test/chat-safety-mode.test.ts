import { endpoints } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatRooms } from './helpers/tables';
import type { TestApp } from './helpers/build';
import {
  MemberEventLog,
  chat,
  currentMessages,
  currentRoom,
  makeTestedMember,
  sendAndWait,
  useChatApp,
} from './helpers/chat';
import { link, makeMember, type TestMember } from './helpers/couple-factories';
import { fails, ok } from './helpers/http';

/**
 * Safety mode (DESIGN 6, issue 21) through the HTTP layer with a programmable counsellor: once a
 * message signals a risk (the fake: 죽고 싶 → SELF_HARM, 때렸 → VIOLENCE) or the judge flags one,
 * the room stays in safety mode until it ends, its level never moves, the engine is never asked
 * for a reply again and its summary is the safety summary.
 */
let t: TestApp;
const counsellor = useChatApp((app) => (t = app));

async function linkedTestedMember(): Promise<TestMember> {
  const a = await makeTestedMember(t.app);
  await link(t.app, await makeMember(t.app), a);
  await currentRoom(t.app, a.accessToken);
  return a;
}

function engineCalls(): string[] {
  return counsellor.calls
    .map((c) => c.method)
    .filter((m) => m === 'reply' || m === 'opening' || m === 'judge');
}

async function summaryOf(m: TestMember, roomId: number) {
  for (let i = 0; i < 200; i++) {
    const summary = ok(
      await chat(t.app, m.accessToken, 'GET', `/${roomId}/summary`),
      endpoints.getChatRoomSummary,
    );
    if (summary.summaryState !== 'PENDING') return summary;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the summary stayed PENDING');
}

describe('a risk puts the room in safety mode until it ends', () => {
  it('tells the screens first, answers with the safety layer, and stays through ordinary turns', async () => {
    const m = await linkedTestedMember();
    const log = new MemberEventLog(t.app, m.memberId);
    await sendAndWait(t.app, m, '주말에 다퉜어');
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({ safetyMode: null });

    // Whatever the judge would say, a room in safety mode is never judged.
    counsellor.verdicts.push({ completed: true, summary: '다툼' });
    await sendAndWait(t.app, m, '그러다 남친이 나를 때렸어');
    const room = await currentRoom(t.app, m.accessToken);
    expect(room).toMatchObject({ chatRoomState: 'ALIVE', level: 1, safetyMode: 'VIOLENCE' });
    expect(await log.next('chat_safety_mode')).toEqual({
      chatRoomId: room.chatRoomId,
      safetyMode: 'VIOLENCE',
    });
    // The mode event comes before the reply that answers it.
    const names = log.names();
    expect(names.indexOf('chat_safety_mode')).toBeLessThan(names.lastIndexOf('chat_response'));

    for (const text of [
      '근데 내가 먼저 화나게 한 것 같기도 해',
      '그냥 연락 문제로 얘기하고 싶어',
    ]) {
      await sendAndWait(t.app, m, text);
    }
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({
      chatRoomState: 'ALIVE',
      level: 1,
      safetyMode: 'VIOLENCE',
    });
    // The engine answered and judged only the first, ordinary turn.
    expect(engineCalls()).toEqual(['reply', 'judge']);
    const safety = counsellor.calls.filter((c) => c.method === 'safetyReply');
    expect(safety.map((c) => [c.safety?.kind, c.safety?.turn])).toEqual([
      ['VIOLENCE', 0],
      ['VIOLENCE', 1],
      ['VIOLENCE', 2],
    ]);
    expect(safety[1]?.safety?.text).toBe('근데 내가 먼저 화나게 한 것 같기도 해');
    // One mode event: the later turns did not change the mode.
    expect(log.names().filter((n) => n === 'chat_safety_mode')).toHaveLength(1);
    const page = await currentMessages(t.app, m.accessToken);
    expect(page.list[0]?.content).toContain('(2)');
    log.close();
  });

  it('a more urgent risk later changes the kind; a less urgent one does not', async () => {
    const m = await linkedTestedMember();
    await sendAndWait(t.app, m, '남친이 때렸어');
    await sendAndWait(t.app, m, '이제 그냥 죽고 싶어');
    expect((await currentRoom(t.app, m.accessToken)).safetyMode).toBe('SELF_HARM');
    await sendAndWait(t.app, m, '또 때렸어');
    expect((await currentRoom(t.app, m.accessToken)).safetyMode).toBe('SELF_HARM');
    const kinds = counsellor.calls
      .filter((c) => c.method === 'safetyReply')
      .map((c) => c.safety?.kind);
    // Each reply answers the risk of its own message, else the room's.
    expect(kinds).toEqual(['VIOLENCE', 'SELF_HARM', 'VIOLENCE']);
  });

  it('a risk the judge flags puts the room in safety mode instead of ending the level', async () => {
    const m = await linkedTestedMember();
    const log = new MemberEventLog(t.app, m.memberId);
    counsellor.verdicts.push({ completed: true, summary: '정리', risk: 'THREAT' });
    await sendAndWait(t.app, m, '헤어지자고 하면 가만 안 둔다고 하더라');
    const room = await currentRoom(t.app, m.accessToken);
    expect(room).toMatchObject({ chatRoomState: 'ALIVE', level: 1, safetyMode: 'THREAT' });
    expect(await log.next('chat_safety_mode')).toEqual({
      chatRoomId: room.chatRoomId,
      safetyMode: 'THREAT',
    });
    expect(log.names()).not.toContain('current_level_finished');
    const [row] = await t.database.db
      .select()
      .from(chatRooms)
      .where(eq(chatRooms.id, room.chatRoomId));
    expect(row?.firstSummaryEnc).toBeNull();

    await sendAndWait(t.app, m, '응 알겠어');
    expect(counsellor.calls.at(-1)).toMatchObject({
      method: 'safetyReply',
      safety: { kind: 'THREAT', turn: 0 },
    });
    log.close();
  });

  it('a member without a partner is never paused by a crisis room: it stays at level 1', async () => {
    const m = await makeTestedMember(t.app);
    await currentRoom(t.app, m.accessToken);
    // The judge would end level 1 (and a member without a partner would pause); it is not asked.
    counsellor.verdicts.push({ completed: true, summary: '상황' });
    await sendAndWait(t.app, m, '요즘 그냥 죽고 싶어');
    await sendAndWait(t.app, m, '괜찮아 별일 아니야');
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({
      chatRoomState: 'ALIVE',
      level: 1,
      pausedReason: null,
      safetyMode: 'SELF_HARM',
    });
    expect(engineCalls()).toEqual([]);
  });

  it('upgrade is refused in safety mode; a risk in level 4 gets a safety reply, not the closing line', async () => {
    const m = await linkedTestedMember();
    for (const summary of ['상황', '관계', '해결']) {
      counsellor.verdicts.push({ completed: true, summary });
      await sendAndWait(t.app, m, `${summary} 이야기`);
      const log = new MemberEventLog(t.app, m.memberId);
      ok(await chat(t.app, m.accessToken, 'POST', '/current/upgrade'), endpoints.upgradeChatRoom);
      await log.next('ai_response_id');
      log.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await currentRoom(t.app, m.accessToken)).level).toBe(4);
    await sendAndWait(t.app, m, '사실 죽고 싶어');
    expect(counsellor.calls.at(-1)?.method).toBe('safetyReply');
    // Level 4's opening was its closing line; the risk got no second one.
    expect(counsellor.calls.filter((c) => c.method === 'closingLine')).toHaveLength(1);
    expect((await currentRoom(t.app, m.accessToken)).safetyMode).toBe('SELF_HARM');

    // A room in safety mode never moves a level, even when asked.
    await t.database.db
      .update(chatRooms)
      .set({ state: 'NEED_NEXT_QUESTION', level: 3 })
      .where(eq(chatRooms.memberId, m.memberId));
    fails(await chat(t.app, m.accessToken, 'POST', '/current/upgrade'), 40009);
  });
});

describe('the summary of a room in safety mode', () => {
  it('is the safety summary, with no reading of a quarrel and no engine call', async () => {
    const m = await linkedTestedMember();
    counsellor.verdicts.push({ completed: true, summary: '주말 다툼으로 서운했음' });
    await sendAndWait(t.app, m, '주말에 다퉜어');
    const log = new MemberEventLog(t.app, m.memberId);
    ok(await chat(t.app, m.accessToken, 'POST', '/current/upgrade'), endpoints.upgradeChatRoom);
    await log.next('ai_response_id');
    log.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await sendAndWait(t.app, m, '근데 사실 어제 남친이 나를 때렸어');
    const { chatRoomId } = ok(
      await chat(t.app, m.accessToken, 'POST', '/current/complete'),
      endpoints.completeChatRoom,
    );
    const summary = await summaryOf(m, chatRoomId);
    expect(summary).toMatchObject({
      summaryState: 'READY',
      safetyMode: 'VIOLENCE',
      totalSummary: '내 안전을 먼저 살핀 시간',
      situationKeyword: '데이트 폭력',
      solutionKeyword: '도움 요청',
      firstSummary: '이 대화에서는 안전을 먼저 살폈어요. 자살예방상담전화 109',
      secondSummary: '',
      thirdSummary: '',
    });
    expect(counsellor.calls.some((c) => c.method === 'summarize')).toBe(false);
    // The history lists it like any completed room.
    const list = ok(await chat(t.app, m.accessToken, 'GET', ''), endpoints.listChatRooms);
    expect(list.list[0]).toMatchObject({ chatRoomId, situationKeyword: '데이트 폭력' });
  });
});
