import { endpoints } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { IDLE_MS } from '../src/modules/chat';
import { currentRoom, sendAndWait, takeTest, useChatApp } from './helpers/chat';
import type { TestApp } from './helpers/build';
import {
  link,
  makeCouple,
  makeMember,
  memberRequest,
  partnerRequest,
  pendingRequest,
  setStartLoveDate,
  signInAgain,
} from './helpers/couple-factories';
import { signIn } from './helpers/factories';
import { bearer, fails, memberCall, ok } from './helpers/http';
import { answer, today } from './helpers/questions';

/**
 * Decision 0031: the hot reads (members, partner, pending notifications, today's question,
 * current chat room) are served from the read cache once read. Each test reads first (so the
 * answer is cached; in tests it would live for a week), then writes, then reads again: the write
 * must have dropped it, whoever wrote it (the member, the partner, a job, a sign-in).
 */
let t: TestApp;
useChatApp((app) => (t = app));

const member = async (token: string) => ok(await memberRequest(t.app, token), endpoints.getMember);
const partner = async (token: string) =>
  ok(await partnerRequest(t.app, token), endpoints.getPartner);
const pending = async (token: string) =>
  ok(await pendingRequest(t.app, token), endpoints.getPendingNotifications).list;

describe('the read cache behind the hot reads', () => {
  it('serves the same answer from memory as from the database', async () => {
    const { a } = await makeCouple(t.app, { a: { nickname: '처음' } });
    const first = await memberRequest(t.app, a.accessToken);
    const second = await memberRequest(t.app, a.accessToken);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    const body = (res: typeof first) => {
      const { requestId, ...rest } = res.json<{ requestId: string }>();
      expect(requestId).toBe(res.headers['x-request-id']);
      return rest;
    };
    expect(body(second)).toEqual(body(first));
  });

  it("a partner's nickname, love type and the couple's date reach the other's cached reads", async () => {
    const { a, b } = await makeCouple(t.app, { a: { nickname: '에이' } });
    expect((await partner(b.accessToken)).nickname).toBe('에이');
    const before = await member(b.accessToken);

    ok(
      await memberCall(t.app, a.accessToken, 'PATCH', '/api/members', { nickname: '새이름' }),
      endpoints.updateMember,
    );
    expect((await partner(b.accessToken)).nickname).toBe('새이름');

    await takeTest(t.app, a.accessToken);
    expect((await partner(b.accessToken)).loveTypeCategory).not.toBeNull();

    ok(await setStartLoveDate(t.app, a.accessToken, '2023-03-03'), endpoints.updateStartLoveDate);
    expect((await member(b.accessToken)).startLoveDate).toBe('2023-03-03');
    expect(before.startLoveDate).not.toBe('2023-03-03');
  });

  it('a link reaches the cached reads of the member whose code was entered', async () => {
    const owner = await makeMember(t.app);
    const caller = await makeMember(t.app);
    fails(await partnerRequest(t.app, owner.accessToken), 40301);
    expect(await pending(owner.accessToken)).toEqual([]);

    await link(t.app, caller, owner);
    expect((await partner(owner.accessToken)).nickname).toBe(caller.nickname);
    expect((await pending(owner.accessToken)).map((n) => n.type)).toEqual(['COUPLE_CONNECTED']);
  });

  it('an unlink reaches the cached reads of the one who was left, the partner check included', async () => {
    const { a, b } = await makeCouple(t.app);
    await partner(b.accessToken);
    await today(t.app, b);
    ok(
      await t.app.inject({ method: 'DELETE', url: '/api/couples', headers: bearer(a.accessToken) }),
      endpoints.unlinkCouple,
    );
    fails(await partnerRequest(t.app, b.accessToken), 40301);
    expect((await pending(b.accessToken)).map((n) => n.type)).toEqual(['COUPLE_DISCONNECTED']);
  });

  it("a partner's answer reaches the other's cached question of the day", async () => {
    const { a, b } = await makeCouple(t.app);
    expect((await today(t.app, b)).partnerAnswered).toBe(false);
    await answer(t.app, a, '오늘의 대답');
    expect((await today(t.app, b)).partnerAnswered).toBe(true);
    expect((await today(t.app, a)).meAnswered).toBe(true);
  });

  it('the idle job reaches the cached member view of a member whose room it completed', async () => {
    const m = await makeMember(t.app);
    await currentRoom(t.app, m.accessToken);
    t.clock.advance(IDLE_MS + 60_000);
    await signInAgain(t.app, m);
    expect((await member(m.accessToken)).totalChatRoomCount).toBe(0);
    await t.app.appJobs.chatCompleteIdle.runNow({});
    expect((await member(m.accessToken)).totalChatRoomCount).toBe(1);
  });

  it('a sign-in that brings a new e-mail reaches the cached member view', async () => {
    const first = await signIn(t.app, { email: 'old@example.com' });
    expect((await member(first.accessToken)).email).toBe('old@example.com');
    await signIn(t.app, { subject: first.subject, email: 'new@example.com' });
    expect((await member(first.accessToken)).email).toBe('new@example.com');
  });

  it('a current room read while a reply is under way is not kept: the reply ends without a request', async () => {
    const m = await makeMember(t.app);
    await takeTest(t.app, m.accessToken);
    const room = await currentRoom(t.app, m.accessToken);
    const { replyId } = await sendAndWait(t.app, m, '들어줄래?');
    expect(replyId).toBeGreaterThan(0);
    const after = await currentRoom(t.app, m.accessToken);
    expect(after.chatRoomId).toBe(room.chatRoomId);
    expect(after.pendingReply).toBe(false);
    expect(after.lastMessageAt).not.toBe(room.lastMessageAt);
  });

  it('a live event to a member drops their cached reads before it reaches their streams', async () => {
    const m = await makeMember(t.app, { nickname: '전' });
    expect((await member(m.accessToken)).nickname).toBe('전');
    // Changed behind the app's back: only the event can drop the cached answer.
    await t.database.executeSql(`update members set nickname = '후' where id = ${m.memberId}`);
    expect((await member(m.accessToken)).nickname).toBe('전');
    await t.app.realtime.events.publish(m.memberId, 'partner_updated', {
      coupleId: 1,
      nickname: null,
      startLoveDate: null,
    });
    expect((await member(m.accessToken)).nickname).toBe('후');
  });
});
