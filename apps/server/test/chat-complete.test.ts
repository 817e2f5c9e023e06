import { endpoints } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { IDLE_MS, SUMMARY_ATTEMPTS, SUMMARY_JOB } from '../src/modules/chat';
import type { TestApp } from './helpers/build';
import {
  MemberEventLog,
  chat,
  currentRoom,
  makeTestedMember,
  send,
  sendAndWait,
  useChatApp,
} from './helpers/chat';
import { memberRequest, signInAgain, type TestMember } from './helpers/couple-factories';
import { Gate } from './helpers/fake-counsellor';
import { dropRooms } from './helpers/first-room';
import { fails, ok } from './helpers/http';
import { settled } from './helpers/jobs';

/** Completion, the summary job, idle completion (DESIGN 6, 13). */
let t: TestApp;
const counsellor = useChatApp((app) => (t = app));

async function summaryState(roomId: number): Promise<string> {
  const { rows } = await t.database.executeSql(
    `select summary_state from chat_rooms where id = ${roomId}`,
  );
  return (rows[0] as { summary_state: string }).summary_state;
}

function complete(m: TestMember) {
  return chat(t.app, m.accessToken, 'POST', '/current/complete');
}

async function summaryOf(m: TestMember, roomId: number) {
  return ok(
    await chat(t.app, m.accessToken, 'GET', `/${roomId}/summary`),
    endpoints.getChatRoomSummary,
  );
}

describe('POST /chatrooms/current/complete', () => {
  it('COMPLETED, the summary job makes it READY with chat_summary_ready; a new room starts after', async () => {
    const m = await makeTestedMember(t.app);
    const room = await currentRoom(t.app, m.accessToken);
    counsellor.verdicts.push({ completed: true, summary: '첫 단계 요약' });
    await sendAndWait(t.app, m, '주말에 서운했어');
    const log = new MemberEventLog(t.app, m.memberId);
    const job = settled(t.app.jobs, SUMMARY_JOB);
    const gate = new Gate();
    counsellor.summaries.push(
      gate.opened.then(() => ({
        totalSummary: '서운했던 주말 이야기',
        situationKeyword: '서운함',
        solutionKeyword: '대화',
      })),
    );
    expect(ok(await complete(m), endpoints.completeChatRoom)).toEqual({
      chatRoomId: room.chatRoomId,
    });
    expect(await summaryOf(m, room.chatRoomId)).toMatchObject({
      summaryState: 'PENDING',
      completedAt: '2026-11-21T14:00:00.000+09:00',
    });
    gate.open();
    expect(await job).toMatchObject({ ok: true });
    expect(await log.next('chat_summary_ready')).toEqual({
      chatRoomId: room.chatRoomId,
      summaryState: 'READY',
    });
    expect(await summaryOf(m, room.chatRoomId)).toEqual({
      chatRoomId: room.chatRoomId,
      createdAt: room.createdAt,
      completedAt: '2026-11-21T14:00:00.000+09:00',
      summaryState: 'READY',
      totalSummary: '서운했던 주말 이야기',
      firstSummary: '첫 단계 요약',
      secondSummary: '',
      thirdSummary: '',
      situationKeyword: '서운함',
      // The talk ended in level 1: no solution is named, whatever the engine said.
      solutionKeyword: null,
      safetyMode: null,
    });
    const input = counsellor.calls.find((c) => c.method === 'summarize')?.input;
    expect(input?.levelSummaries).toEqual([{ level: 1, summary: '첫 단계 요약' }]);
    expect(input?.messages.map((x) => x.sender)).toEqual(['ASSISTANT', 'USER', 'ASSISTANT']);
    // The current room is gone; reading it starts a new one; the member counts the completed one.
    fails(await complete(m), 40008);
    const next = await currentRoom(t.app, m.accessToken);
    expect(next.chatRoomId).not.toBe(room.chatRoomId);
    expect(
      ok(await memberRequest(t.app, m.accessToken), endpoints.getMember).totalChatRoomCount,
    ).toBe(1);
    log.close();
  });

  it('stops a reply in progress first (its partial text STOPPED)', async () => {
    const m = await makeTestedMember(t.app);
    const room = await currentRoom(t.app, m.accessToken);
    const log = new MemberEventLog(t.app, m.memberId);
    counsellor.replies.push({ chunks: ['하던 ', '말'], gate: new Gate() });
    await send(t.app, m.accessToken, '안녕');
    await log.next('chat_response');
    ok(await complete(m), endpoints.completeChatRoom);
    expect(await log.next('chat_stopped')).toMatchObject({ chatRoomId: room.chatRoomId });
    const messages = ok(
      await chat(t.app, m.accessToken, 'GET', `/${room.chatRoomId}/messages`),
      endpoints.getChatRoomMessages,
    );
    expect(messages.list.at(-1)).toMatchObject({ content: '하던 ', status: 'STOPPED' });
    log.close();
  });

  it('a summary that keeps failing ends FAILED; reading it queues it again (PENDING)', async () => {
    const m = await makeTestedMember(t.app);
    const room = await currentRoom(t.app, m.accessToken);
    await sendAndWait(t.app, m, '안녕');
    for (let i = 0; i < 10; i++) counsellor.summaries.push(new Error('model down'));
    const log = new MemberEventLog(t.app, m.memberId);
    const queued = settled(t.app.jobs, SUMMARY_JOB);
    ok(await complete(m), endpoints.completeChatRoom);
    // The queued run fails (pg-boss retries it later); the next runs are made by hand.
    expect(await queued).toMatchObject({ ok: false });
    let failures = 1;
    while ((await summaryState(room.chatRoomId)) === 'PENDING') {
      await t.app.appJobs.chatSummary.runNow({ roomId: room.chatRoomId }).catch(() => failures++);
    }
    expect(failures).toBe(SUMMARY_ATTEMPTS - 1);
    expect(await log.next('chat_summary_ready')).toEqual({
      chatRoomId: room.chatRoomId,
      summaryState: 'FAILED',
    });
    counsellor.summaries = [];
    const job = settled(t.app.jobs, SUMMARY_JOB);
    expect((await summaryOf(m, room.chatRoomId)).summaryState).toBe('PENDING');
    await job;
    expect((await summaryOf(m, room.chatRoomId)).summaryState).toBe('READY');
    log.close();
  });

  it('a room deleted before its summary job runs: the job does nothing', async () => {
    const m = await makeTestedMember(t.app);
    const room = await currentRoom(t.app, m.accessToken);
    await t.database.executeSql(`delete from chat_rooms where id = ${room.chatRoomId}`);
    await t.app.appJobs.chatSummary.runNow({ roomId: room.chatRoomId });
    expect(counsellor.calls.filter((c) => c.method === 'summarize')).toEqual([]);
  });
});

describe('24 hours without a user message', () => {
  it('completes on read: the next GET current is a new room, the old one is summarised', async () => {
    const m = await makeTestedMember(t.app);
    const room = await currentRoom(t.app, m.accessToken);
    await sendAndWait(t.app, m, '안녕');
    t.clock.advance(IDLE_MS - 1);
    await signInAgain(t.app, m);
    expect((await currentRoom(t.app, m.accessToken)).chatRoomId).toBe(room.chatRoomId);
    t.clock.advance(1);
    fails(await chat(t.app, m.accessToken, 'GET', '/current/messages'), 40008);
    const next = await currentRoom(t.app, m.accessToken);
    expect(next).toMatchObject({ chatRoomState: 'BEFORE_INIT' });
    expect(next.chatRoomId).not.toBe(room.chatRoomId);
    expect((await summaryOf(m, room.chatRoomId)).completedAt).toBe('2026-11-22T14:00:00.000+09:00');
  });

  it('the idle job completes rooms idle for 24 hours (a room never used counts from its creation)', async () => {
    const used = await makeTestedMember(t.app);
    const unused = await makeTestedMember(t.app);
    const fresh = await makeTestedMember(t.app);
    // Its room is made at half time, on its first read (a member from before first rooms were
    // made at onboarding).
    await dropRooms(t.database, fresh.memberId);
    const usedRoom = await currentRoom(t.app, used.accessToken);
    const unusedRoom = await currentRoom(t.app, unused.accessToken);
    t.clock.advance(IDLE_MS / 2);
    await signInAgain(t.app, used);
    await signInAgain(t.app, fresh);
    await sendAndWait(t.app, used, '안녕');
    const freshRoom = await currentRoom(t.app, fresh.accessToken);
    t.clock.advance(IDLE_MS / 2);
    await t.app.appJobs.chatCompleteIdle.runNow({});
    const state = async (id: number) =>
      (
        (await t.database.executeSql(`select state from chat_rooms where id = ${id}`)).rows[0] as {
          state: string;
        }
      ).state;
    expect(await state(unusedRoom.chatRoomId)).toBe('COMPLETED');
    expect(await state(usedRoom.chatRoomId)).toBe('ALIVE');
    expect(await state(freshRoom.chatRoomId)).toBe('BEFORE_INIT');
  });
});
