import { endpoints } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build';
import {
  MemberEventLog,
  chat,
  currentMessages,
  currentRoom,
  makeChatMember,
  makeTestedMember,
  send,
  sendAndWait,
  untilSettled,
  useChatApp,
} from './helpers/chat';
import type { TestMember } from './helpers/couple-factories';
import { FakeCounsellor, Gate } from './helpers/fake-counsellor';
import { dropRooms } from './helpers/first-room';
import { fails, ok } from './helpers/http';

/** Stop, failures, retry, shutdown (DESIGN 6, 16); dead leases: chat-reply-leases.test.ts. */
let t: TestApp;
const counsellor = useChatApp((app) => (t = app));

const memberWithRoom = (app: TestApp = t) => makeChatMember(app.app);

function stop(m: TestMember) {
  return chat(t.app, m.accessToken, 'POST', '/current/stop');
}

function retry(m: TestMember) {
  return chat(t.app, m.accessToken, 'POST', '/current/retry');
}

describe('POST /chatrooms/current/stop', () => {
  it('mid-reply: the partial text is stored STOPPED, chat_stopped names it, no chunk after', async () => {
    const m = await memberWithRoom();
    const { chatRoomId } = await currentRoom(t.app, m.accessToken);
    const log = new MemberEventLog(t.app, m.memberId);
    const gate = new Gate();
    counsellor.replies.push({ chunks: ['지금까지 ', '한 말', '못 한 말'], gate, gateAt: 2 });
    await send(t.app, m.accessToken, '안녕');
    await log.next('chat_response');
    await log.next('chat_response');
    ok(await stop(m), endpoints.stopChatReply);
    // Stored by the time stop answers.
    const page = await currentMessages(t.app, m.accessToken);
    expect(page.list[0]).toMatchObject({
      senderType: 'ASSISTANT',
      content: '지금까지 한 말',
      status: 'STOPPED',
    });
    expect(await log.next('chat_stopped')).toEqual({
      chatRoomId,
      messageId: page.list[0]?.messageId,
    });
    gate.open();
    expect(log.names().slice(-1)).toEqual(['chat_stopped']);
    expect(log.names()).not.toContain('ai_response_id');
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({
      pendingReply: false,
      chatRoomState: 'ALIVE',
    });
    // The conversation goes on.
    await sendAndWait(t.app, m, '계속');
    log.close();
  });

  it('before any text: nothing stored, chat_stopped names the user message', async () => {
    const m = await memberWithRoom();
    const log = new MemberEventLog(t.app, m.memberId);
    const gate = new Gate();
    counsellor.replies.push({ chunks: ['못 한 말'], gate, gateAt: 0 });
    const sent = await send(t.app, m.accessToken, '안녕');
    ok(await stop(m), endpoints.stopChatReply);
    expect((await log.next('chat_stopped')).messageId).toBe(sent.messageId);
    const page = await currentMessages(t.app, m.accessToken);
    expect(page.totalCount).toBe(2);
    expect(page.list[0]).toMatchObject({ messageId: sent.messageId, status: 'DONE' });
    log.close();
  });

  it('with no reply in progress: 200 and nothing happens; without a room: 40008', async () => {
    const m = await makeTestedMember(t.app);
    // A member with no room (one from before first rooms were made at onboarding).
    await dropRooms(t.database, m.memberId);
    fails(await stop(m), 40008);
    await currentRoom(t.app, m.accessToken);
    ok(await stop(m), endpoints.stopChatReply);
    expect((await currentMessages(t.app, m.accessToken)).totalCount).toBe(1);
  });
});

describe('failures', () => {
  it('transient errors before the first chunk are retried; the reply then arrives', async () => {
    const m = await memberWithRoom();
    counsellor.replies.push({ chunks: ['괜찮아'], failBefore: 2 });
    await sendAndWait(t.app, m, '안녕');
    expect(counsellor.lastAttempts).toBe(3);
    // The engine's own tries only: the chat asked for the reply once (no retry on top).
    expect(counsellor.calls.filter((c) => c.method === 'reply')).toHaveLength(1);
    expect((await currentMessages(t.app, m.accessToken)).list[0]?.content).toBe('괜찮아');
  });

  it('still failing: nothing stored, the user message FAILED, chat_error; retry regenerates', async () => {
    const m = await memberWithRoom();
    const log = new MemberEventLog(t.app, m.memberId);
    counsellor.replies.push({ chunks: ['안 올 말'], failBefore: 3 });
    const sent = await send(t.app, m.accessToken, '안녕');
    const error = await log.next('chat_error');
    expect(error).toMatchObject({ messageId: sent.messageId, reason: 'COUNSELLOR_UNAVAILABLE' });
    await untilSettled(t.app, m.accessToken);
    let page = await currentMessages(t.app, m.accessToken);
    expect(page.totalCount).toBe(2);
    expect(page.list[0]).toMatchObject({ messageId: sent.messageId, status: 'FAILED' });

    counsellor.replies.push({ chunks: ['이번엔 ', '됐어'] });
    expect(ok(await retry(m), endpoints.retryChatReply)).toEqual({ messageId: sent.messageId });
    const replyId = await log.next('ai_response_id');
    await untilSettled(t.app, m.accessToken);
    page = await currentMessages(t.app, m.accessToken);
    expect(page.list.slice(0, 2).map((x) => [x.messageId, x.content, x.status])).toEqual([
      [replyId, '이번엔 됐어', 'DONE'],
      [sent.messageId, '안녕', 'DONE'],
    ]);
    // The retried turn's context has the user message once, as the last one.
    const ctx = counsellor.calls.filter((c) => c.method === 'reply').at(-1)?.ctx;
    expect(ctx?.messages.filter((x) => x.content === '안녕')).toHaveLength(1);
    fails(await retry(m), 40009);
    log.close();
  });

  it('a failure mid-stream stores nothing of the partial reply', async () => {
    const m = await memberWithRoom();
    const log = new MemberEventLog(t.app, m.memberId);
    counsellor.replies.push({ chunks: ['반쯤 ', '하다가'], failAfter: 1 });
    const sent = await send(t.app, m.accessToken, '안녕');
    expect((await log.next('chat_error')).messageId).toBe(sent.messageId);
    expect(log.chunks()).toBe('반쯤 ');
    await untilSettled(t.app, m.accessToken);
    const page = await currentMessages(t.app, m.accessToken);
    expect(page.list.map((x) => x.senderType)).toEqual(['USER', 'ASSISTANT']);
    expect(page.list[0]?.status).toBe('FAILED');
    log.close();
  });

  it('retry: 40008 without a room, 40009 when the last user message did not fail or a reply runs', async () => {
    const m = await makeTestedMember(t.app);
    // A member with no room (one from before first rooms were made at onboarding).
    await dropRooms(t.database, m.memberId);
    fails(await retry(m), 40008);
    await currentRoom(t.app, m.accessToken);
    fails(await retry(m), 40009);
    await sendAndWait(t.app, m, '안녕');
    fails(await retry(m), 40009);
  });
});

describe('graceful shutdown', () => {
  it('aborts a reply in flight and marks it failed (chat_error), nothing left in progress', async () => {
    const fake = new FakeCounsellor();
    const own = await build({ counsellor: fake });
    let closed = false;
    try {
      const m = await makeTestedMember(own.app);
      await currentRoom(own.app, m.accessToken);
      const log = new MemberEventLog(own.app, m.memberId);
      fake.replies.push({ chunks: ['가다가 ', '멈출 말'], gate: new Gate() });
      const sent = await send(own.app, m.accessToken, '안녕');
      await log.next('chat_response');
      const errorSeen = log.next('chat_error');
      await own.close();
      closed = true;
      expect(await errorSeen).toMatchObject({
        messageId: sent.messageId,
        reason: 'SERVER_SHUTDOWN',
      });
    } finally {
      if (!closed) await own.close();
    }
  });
});
