import { endpoints } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { LEASE_STALE_MS } from '../src/modules/chat';
import { chatRooms, type ChatRoomRow } from './helpers/tables';
import { EventStore } from '../src/platform/realtime/event-store';
import { build, type TestApp } from './helpers/build';
import {
  MemberEventLog,
  chat,
  currentMessages,
  currentRoom,
  makeChatMember,
  send,
  sendAndWait,
  untilSettled,
  useChatApp,
} from './helpers/chat';
import { FakeCounsellor, Gate } from './helpers/fake-counsellor';
import { fails, ok } from './helpers/http';

/**
 * Reply leases (decision 0039): a lease names the process generating the reply and is renewed
 * while it runs; a dead holder's reply fails (the user message FAILED, `chat_error`) at start-up
 * or within seconds, never a message that already has its reply; the level's judge runs after
 * the reply is stored with the room already free. Real processes killed mid-reply:
 * chat-crash-restart.test.ts (embedded) and services/chat-crash-takeover.test.ts (a cluster).
 */
let t: TestApp;
const counsellor = useChatApp((app) => (t = app));
const extra: TestApp[] = [];
afterEach(async () => {
  for (const app of extra.splice(0)) await app.close();
});

const memberWithRoom = (app: TestApp = t) => makeChatMember(app.app);

async function roomRow(app: TestApp, roomId: number): Promise<ChatRoomRow> {
  const [row] = await app.database.db.select().from(chatRooms).where(eq(chatRooms.id, roomId));
  if (!row) throw new Error('no room');
  return row;
}

/** Hands the room's lease to a process that is not this one (as if it had taken it). */
async function giveLeaseTo(
  app: TestApp,
  roomId: number,
  holder: string,
  at: Date,
  replyTo: number,
) {
  await app.database.db
    .update(chatRooms)
    .set({
      replyToken: 'token-of-a-dead-process',
      replyHolder: holder,
      replyStartedAt: at,
      replyRenewedAt: at,
      replyToMessageId: replyTo,
    })
    .where(eq(chatRooms.id, roomId));
}

describe('a lease of a process that is gone (embedded database: this process is its only user)', () => {
  it('fails at once on read: user message FAILED, chat_error, retry answers, the old reply is dropped', async () => {
    const m = await memberWithRoom();
    const { chatRoomId } = await currentRoom(t.app, m.accessToken);
    const log = new MemberEventLog(t.app, m.memberId);
    const gate = new Gate();
    counsellor.replies.push({ chunks: ['영영 ', '안 끝나는 말'], gate });
    const sent = await send(t.app, m.accessToken, '안녕');
    await log.next('chat_response');
    // The lease now names another process (this one's reply lost it, as after a takeover).
    await giveLeaseTo(t, chatRoomId, 'elsewhere:3000#dead', t.clock.now(), sent.messageId);

    expect((await currentRoom(t.app, m.accessToken)).pendingReply).toBe(false);
    expect(await log.next('chat_error')).toEqual({
      chatRoomId,
      messageId: sent.messageId,
      reason: 'SERVER_SHUTDOWN',
    });
    expect((await currentMessages(t.app, m.accessToken)).list[0]).toMatchObject({
      messageId: sent.messageId,
      status: 'FAILED',
    });
    gate.open();
    counsellor.replies.push({ chunks: ['새 답'] });
    ok(await chat(t.app, m.accessToken, 'POST', '/current/retry'), endpoints.retryChatReply);
    await log.next('ai_response_id');
    await untilSettled(t.app, m.accessToken);
    const page = await currentMessages(t.app, m.accessToken);
    expect(page.list.filter((x) => x.senderType === 'ASSISTANT').map((x) => x.content)).toEqual([
      '새 답',
      expect.any(String),
    ]);
    log.close();
  });

  it('never fails a user message that has its reply: the lease is only released', async () => {
    const m = await memberWithRoom();
    const { chatRoomId } = await currentRoom(t.app, m.accessToken);
    const { messageId, replyId } = await sendAndWait(t.app, m, '안녕');
    // What a crash between storing the reply and releasing the lease used to leave behind.
    await giveLeaseTo(t, chatRoomId, 'elsewhere:3000#dead', t.clock.now(), messageId);
    const log = new MemberEventLog(t.app, m.memberId);

    expect((await currentRoom(t.app, m.accessToken)).pendingReply).toBe(false);
    const page = await currentMessages(t.app, m.accessToken);
    expect(page.list.slice(0, 2).map((x) => [x.messageId, x.status])).toEqual([
      [replyId, 'DONE'],
      [messageId, 'DONE'],
    ]);
    fails(await chat(t.app, m.accessToken, 'POST', '/current/retry'), 40009);
    await sendAndWait(t.app, m, '또 안녕');
    expect(log.seen.map((e) => e.event)).not.toContain('chat_error');
    log.close();
  });

  it('a restart on the same data fails every lease of before it started, by replay', async () => {
    const m = await memberWithRoom();
    const { chatRoomId } = await currentRoom(t.app, m.accessToken);
    const gate = new Gate();
    counsellor.replies.push({ chunks: ['끊길 ', '말'], gate });
    const log = new MemberEventLog(t.app, m.memberId);
    const sent = await send(t.app, m.accessToken, '안녕');
    await log.next('chat_response');
    const seenBefore = await new EventStore(t.database.db).lastSeq(m.memberId);

    // A second process starts on this data (the first one's reply is still "running").
    const restarted = await build({ database: t.database, counsellor: new FakeCounsellor() });
    extra.push(restarted);
    expect((await roomRow(restarted, chatRoomId)).replyToken).toBeNull();
    const replay = await new EventStore(t.database.db).after(m.memberId, seenBefore);
    expect(replay.map((e) => [e.event, JSON.parse(e.data) as unknown])).toContainEqual([
      'chat_error',
      { chatRoomId, messageId: sent.messageId, reason: 'SERVER_SHUTDOWN' },
    ]);
    expect((await currentRoom(restarted.app, m.accessToken)).pendingReply).toBe(false);
    ok(
      await chat(restarted.app, m.accessToken, 'POST', '/current/retry'),
      endpoints.retryChatReply,
    );
    // The first process's reply, finishing late, lost its lease: nothing of it is stored.
    gate.open();
    await t.app.chatReplies.settled(chatRoomId);
    await untilSettled(restarted.app, m.accessToken);
    const page = await currentMessages(restarted.app, m.accessToken);
    expect(page.list.filter((x) => x.content === '끊길 말')).toEqual([]);
    expect(page.list.filter((x) => x.senderType === 'ASSISTANT')).toHaveLength(2);
    log.close();
  });
});

describe('leases across processes (a shared PostgreSQL)', () => {
  /** An app that does not own its database alone: leases of others die only when not renewed. */
  async function clusterApp(): Promise<{ app: TestApp; fake: FakeCounsellor }> {
    const fake = new FakeCounsellor();
    const app = await build({
      counsellor: fake,
      config: (config) => ({ ...config, databaseUrl: 'postgres://another-instance/shared' }),
    });
    extra.push(app);
    return { app, fake };
  }

  it('a lease not renewed for 10 s fails on read; one renewed in time does not', async () => {
    const { app, fake } = await clusterApp();
    const m = await memberWithRoom(app);
    const { chatRoomId } = await currentRoom(app.app, m.accessToken);
    const log = new MemberEventLog(app.app, m.memberId);
    const gate = new Gate();
    fake.replies.push({ chunks: ['가는 ', '중'], gate });
    const sent = await send(app.app, m.accessToken, '안녕');
    await log.next('chat_response');
    await giveLeaseTo(app, chatRoomId, 'other-host:3000#b', app.clock.now(), sent.messageId);

    app.clock.advance(LEASE_STALE_MS - 1000);
    expect((await currentRoom(app.app, m.accessToken)).pendingReply).toBe(true);
    // Its holder renews it: alive for another LEASE_STALE_MS.
    await app.database.db
      .update(chatRooms)
      .set({ replyRenewedAt: app.clock.now() })
      .where(eq(chatRooms.id, chatRoomId));
    app.clock.advance(LEASE_STALE_MS - 1000);
    expect((await currentRoom(app.app, m.accessToken)).pendingReply).toBe(true);
    app.clock.advance(1000);
    expect((await currentRoom(app.app, m.accessToken)).pendingReply).toBe(false);
    expect(await log.next('chat_error')).toMatchObject({
      messageId: sent.messageId,
      reason: 'SERVER_SHUTDOWN',
    });
    gate.open();
    log.close();
  });

  it('the sweep fails a dead lease with nobody reading, and never this process’s own', async () => {
    const { app, fake } = await clusterApp();
    const m = await memberWithRoom(app);
    const other = await memberWithRoom(app);
    const { chatRoomId } = await currentRoom(app.app, m.accessToken);
    const log = new MemberEventLog(app.app, m.memberId);
    const otherLog = new MemberEventLog(app.app, other.memberId);
    const gate = new Gate();
    fake.replies.push({ chunks: ['가는 ', '중'], gate }, { chunks: ['살아 ', '있는 말'], gate });
    const sent = await send(app.app, m.accessToken, '안녕');
    await send(app.app, other.accessToken, '나도 안녕');
    await log.next('chat_response');
    await otherLog.next('chat_response');
    await giveLeaseTo(app, chatRoomId, 'other-host:3000#b', app.clock.now(), sent.messageId);

    app.clock.advance(LEASE_STALE_MS + 60_000);
    expect(await log.next('chat_error')).toMatchObject({ messageId: sent.messageId });
    // This process's own reply renews its lease and goes on, however far the clock moved.
    const own = await roomRow(app, (await currentRoom(app.app, other.accessToken)).chatRoomId);
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect((await roomRow(app, own.id)).replyRenewedAt?.getTime()).toBe(app.clock.now().getTime());
    expect((await currentRoom(app.app, other.accessToken)).pendingReply).toBe(true);
    gate.open();
    await otherLog.next('ai_response_id');
    log.close();
    otherLog.close();
  }, 15_000);
});

describe('the level judge runs with the room free', () => {
  it('a send while the judge is still out keeps the level; the late verdict changes nothing', async () => {
    const m = await memberWithRoom();
    const { chatRoomId } = await currentRoom(t.app, m.accessToken);
    const log = new MemberEventLog(t.app, m.memberId);
    let verdict: (v: { completed: boolean; summary: string }) => void = () => undefined;
    counsellor.verdicts.push(new Promise((resolve) => (verdict = resolve)));
    await send(t.app, m.accessToken, '안녕');
    await log.next('ai_response_id');
    // Stored and free: the room does not wait for the judge.
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({
      pendingReply: false,
      chatRoomState: 'ALIVE',
    });
    const next = await send(t.app, m.accessToken, '하나 더');
    verdict({ completed: true, summary: '1단계 요약' });
    await log.next('ai_response_id');
    await untilSettled(t.app, m.accessToken);
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({
      chatRoomState: 'ALIVE',
      level: 1,
    });
    expect(log.seen.map((e) => e.event)).not.toContain('current_level_finished');
    expect((await roomRow(t, chatRoomId)).firstSummaryEnc).toBeNull();
    expect(next.messageId).toBeGreaterThan(0);
    log.close();
  });

  it('a judge that fails holds nothing; the next turn is judged again', async () => {
    const m = await memberWithRoom();
    const log = new MemberEventLog(t.app, m.memberId);
    counsellor.verdicts.push(new Error('judge down'), { completed: true, summary: '요약' });
    await sendAndWait(t.app, m, '안녕');
    expect((await currentRoom(t.app, m.accessToken)).chatRoomState).toBe('ALIVE');
    await sendAndWait(t.app, m, '그리고');
    expect(await log.next('current_level_finished')).toMatchObject({ level: 1 });
    expect((await currentRoom(t.app, m.accessToken)).chatRoomState).toBe('NEED_NEXT_QUESTION');
    log.close();
  });
});
