import { endpoints } from '@dama/contract';
import { describe, expect, it, vi } from 'vitest';
import { SUMMARY_JOB } from '../src/modules/chat';
import type { TestApp } from './helpers/build';
import {
  MemberEventLog,
  chat,
  currentRoom,
  makeTestedMember,
  sendAndWait,
  useChatApp,
} from './helpers/chat';
import type { TestMember } from './helpers/couple-factories';
import { Gate } from './helpers/fake-counsellor';
import { ok } from './helpers/http';
import { settled, settledRuns } from './helpers/jobs';

/**
 * One summary run at a time per room (decision 0040): the run claims the room, a second job or
 * a run by hand does nothing, and a done summary is never made again.
 */
let t: TestApp;
const counsellor = useChatApp((app) => (t = app));

const summaryCalls = () => counsellor.calls.filter((c) => c.method === 'summarize').length;

async function roomRow(roomId: number) {
  const { rows } = await t.database.executeSql(
    `select summary_state, summary_attempts, total_summary from chat_rooms where id = ${roomId}`,
  );
  return rows[0] as {
    summary_state: string | null;
    summary_attempts: number;
    total_summary: string | null;
  };
}

async function summaryOf(m: TestMember, roomId: number) {
  return ok(
    await chat(t.app, m.accessToken, 'GET', `/${roomId}/summary`),
    endpoints.getChatRoomSummary,
  );
}

/**
 * A completed room whose queued summary run is under way and waits on the returned gate (it
 * holds the claim until the gate opens).
 */
async function roomBeingSummarized(m: TestMember) {
  const room = await currentRoom(t.app, m.accessToken);
  await sendAndWait(t.app, m, '주말에 서운했어');
  const gate = new Gate();
  counsellor.summaries.push(
    gate.opened.then(() => ({
      totalSummary: '서운했던 주말',
      situationKeyword: '서운함',
      solutionKeyword: '대화',
    })),
  );
  const first = settled(t.app.jobs, SUMMARY_JOB);
  ok(await chat(t.app, m.accessToken, 'POST', '/current/complete'), endpoints.completeChatRoom);
  await vi.waitFor(() => expect(summaryCalls()).toBe(1), { timeout: 10_000 });
  return { roomId: room.chatRoomId, gate, first };
}

describe('the summary job claims its room', () => {
  it('a run by hand while the queued run works does nothing; the summary is made once', async () => {
    const m = await makeTestedMember(t.app);
    const log = new MemberEventLog(t.app, m.memberId);
    const { roomId, gate, first } = await roomBeingSummarized(m);
    // Claimed: null in the database, PENDING on the wire.
    expect(await roomRow(roomId)).toMatchObject({ summary_state: null, summary_attempts: 1 });
    expect((await summaryOf(m, roomId)).summaryState).toBe('PENDING');
    await t.app.appJobs.chatSummary.runNow({ roomId });
    expect(summaryCalls()).toBe(1);
    gate.open();
    expect(await first).toMatchObject({ ok: true });
    expect(await roomRow(roomId)).toEqual({
      summary_state: 'READY',
      summary_attempts: 1,
      total_summary: '서운했던 주말',
    });
    // Done: another run does nothing either, and the member heard of it once.
    await t.app.appJobs.chatSummary.runNow({ roomId });
    expect(summaryCalls()).toBe(1);
    expect(log.names().filter((name) => name === 'chat_summary_ready')).toHaveLength(1);
    log.close();
  });

  it('a second job queued for the room while the first runs does nothing after it', async () => {
    const m = await makeTestedMember(t.app);
    const log = new MemberEventLog(t.app, m.memberId);
    const { roomId, gate } = await roomBeingSummarized(m);
    // pg-boss 10 queues it even with the same singleton key (our queues are `standard`). This
    // process's worker takes it once the first is done; another instance's would take it at
    // once, and find the room claimed (the run by hand above).
    const id = await t.app.appJobs.chatSummary.enqueue(
      { roomId },
      { singletonKey: `chat-summary-${roomId}` },
    );
    expect(id).not.toBeNull();
    const runs = settledRuns(t.app.jobs, SUMMARY_JOB, 2);
    gate.open();
    expect((await runs).map((run) => run.ok)).toEqual([true, true]);
    expect((await runs)[1]?.id).toBe(id);
    expect(summaryCalls()).toBe(1);
    expect((await summaryOf(m, roomId)).summaryState).toBe('READY');
    expect(log.names().filter((name) => name === 'chat_summary_ready')).toHaveLength(1);
    log.close();
  });

  it('a claim left by a run that died: a first run leaves it, a retry of the job takes it over', async () => {
    const m = await makeTestedMember(t.app);
    const log = new MemberEventLog(t.app, m.memberId);
    const room = await currentRoom(t.app, m.accessToken);
    await sendAndWait(t.app, m, '안녕');
    const job = settled(t.app.jobs, SUMMARY_JOB);
    ok(await chat(t.app, m.accessToken, 'POST', '/current/complete'), endpoints.completeChatRoom);
    await job;
    await log.next('chat_summary_ready');
    // As a run that died after claiming its room would have left it.
    await t.database.executeSql(
      `update chat_rooms set summary_state = null, total_summary = null where id = ${room.chatRoomId}`,
    );
    const calls = summaryCalls();
    await t.app.appJobs.chatSummary.runNow({ roomId: room.chatRoomId });
    expect(summaryCalls()).toBe(calls);
    expect((await summaryOf(m, room.chatRoomId)).summaryState).toBe('PENDING');
    await t.app.appJobs.chatSummary.runNow({ roomId: room.chatRoomId }, { retryCount: 1 });
    expect(summaryCalls()).toBe(calls + 1);
    expect(await roomRow(room.chatRoomId)).toMatchObject({
      summary_state: 'READY',
      summary_attempts: 2,
    });
    expect(await log.next('chat_summary_ready')).toEqual({
      chatRoomId: room.chatRoomId,
      summaryState: 'READY',
    });
    log.close();
  });

  it('a failed attempt gives the claim back, so the retry works on it', async () => {
    const m = await makeTestedMember(t.app);
    const room = await currentRoom(t.app, m.accessToken);
    await sendAndWait(t.app, m, '안녕');
    counsellor.summaries.push(new Error('model down'));
    const job = settled(t.app.jobs, SUMMARY_JOB);
    ok(await chat(t.app, m.accessToken, 'POST', '/current/complete'), endpoints.completeChatRoom);
    expect(await job).toMatchObject({ ok: false });
    expect(await roomRow(room.chatRoomId)).toMatchObject({
      summary_state: 'PENDING',
      summary_attempts: 1,
    });
    await t.app.appJobs.chatSummary.runNow({ roomId: room.chatRoomId }, { retryCount: 1 });
    expect(await roomRow(room.chatRoomId)).toMatchObject({
      summary_state: 'READY',
      summary_attempts: 2,
    });
  });
});
