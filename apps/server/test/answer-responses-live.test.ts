import { endpoints, RESPONSE_RENOTIFY_MS } from '@dama/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { useListeningApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { makeCouple, type TestMember } from './helpers/couple-factories';
import { memberCall, ok } from './helpers/http';
import { RecordingPush } from './helpers/push';
import { bothAnswer, moveClock } from './helpers/questions';
import { react, removeRequest, reply } from './helpers/responses';
import { connect, type SseStream } from './helpers/sse';

/**
 * What a member leaves on the partner's answer reaches the partner (issue 26, decision 0067):
 * `partner_responded` live on every change, then PARTNER_REACTED in the centre and as a push for
 * one that adds something, at most once in 10 minutes per response; never the reply's text.
 */
let t: TestApp;
let base: string;
const push = new RecordingPush();
const streams = useListeningApp((app, url) => ([t, base] = [app, url]), { push });
beforeEach(() => {
  t.clock.reset();
  push.clear();
});

const SECRET = '비밀스러운 한마디';

async function stream(m: TestMember): Promise<SseStream> {
  const { stream: s } = await connect(base, { token: m.accessToken });
  streams.push(s);
  return s;
}

const centre = async (m: TestMember) =>
  ok(
    await memberCall(t.app, m.accessToken, 'GET', '/api/notifications'),
    endpoints.listNotifications,
  ).list.filter((n) => n.kind === 'PARTNER_REACTED');

describe('partner_responded and PARTNER_REACTED', () => {
  it('the partner hears it live, then the centre entry, then the push; never the text', async () => {
    const { a, b, coupleId } = await makeCouple(t.app, { b: { nickname: '서연' } });
    const coupleQuestionId = await bothAnswer(t.app, a, b);
    push.clear();
    const partnerStream = await stream(a);
    const ownStream = await stream(b);

    await reply(t.app, b, coupleQuestionId, SECRET);
    const live = await partnerStream.nextEvent();
    expect(live.event).toBe('partner_responded');
    expect(JSON.parse(live.data ?? '')).toEqual({ coupleId, coupleQuestionId });
    // What the event announces is there to read when it arrives.
    const seen = ok(
      await memberCall(t.app, a.accessToken, 'GET', `/api/questions/${coupleQuestionId}/answers`),
      endpoints.getQuestionAnswers,
    );
    expect(seen.responses.fromPartner.reply?.text).toBe(SECRET);

    const created = await partnerStream.nextEvent();
    expect(created.event).toBe('notification_created');
    const [entry] = await centre(a);
    expect(entry).toMatchObject({
      kind: 'PARTNER_REACTED',
      title: '서연님이 내 답변에 마음을 남겼어요',
      body: '서로의 답변에서 확인해 보세요',
      link: `/question/see-answer?coupleQuestionId=${coupleQuestionId}`,
      target: { coupleId, coupleQuestionId },
      isRead: false,
    });
    expect(JSON.parse(created.data ?? '')).toMatchObject({
      notification: { id: entry?.id },
      unreadCount: expect.any(Number) as number,
    });
    const orders = push.of(a.memberId);
    expect(orders.map((o) => [o.payload.kind, o.payload.notificationId])).toEqual([
      ['PARTNER_REACTED', entry?.id],
    ]);
    expect(JSON.stringify([created, entry, orders])).not.toContain(SECRET);
    // Nothing comes back to the one who wrote it.
    expect(ownStream.pending().filter((block) => block.event)).toEqual([]);
  });

  it('edits within 10 minutes do not notify again (live still); after them one does', async () => {
    const { a, b } = await makeCouple(t.app);
    const id = await bothAnswer(t.app, a, b);
    push.clear();
    const partnerStream = await stream(a);

    await react(t.app, b, id, 'HEART');
    await reply(t.app, b, id, '첫 한마디');
    await reply(t.app, b, id, '고친 한마디');
    await react(t.app, b, id, 'LAUGH');
    ok(await removeRequest(t.app, b, id, 'reaction'), endpoints.removeReaction);
    expect(await centre(a)).toHaveLength(1);
    expect(push.of(a.memberId)).toHaveLength(1);
    const events = [];
    for (let i = 0; i < 6; i++) events.push((await partnerStream.nextEvent()).event);
    // Five changes, five live events; one centre entry after the first.
    expect(events.filter((e) => e === 'partner_responded')).toHaveLength(5);
    expect(events.filter((e) => e === 'notification_created')).toHaveLength(1);

    await moveClock(t, RESPONSE_RENOTIFY_MS - 1000, a, b);
    await reply(t.app, b, id, '또 고친 한마디');
    expect(await centre(a)).toHaveLength(1);
    await moveClock(t, 1000, a, b);
    await reply(t.app, b, id, '10분 뒤의 한마디');
    expect(await centre(a)).toHaveLength(2);
    // A removal never notifies, even past the window.
    await moveClock(t, RESPONSE_RENOTIFY_MS, a, b);
    ok(await removeRequest(t.app, b, id, 'reply'), endpoints.removeReply);
    expect(await centre(a)).toHaveLength(2);
    expect(push.of(a.memberId)).toHaveLength(2);
  });

  it('a reaction and a reply sent at once notify once', async () => {
    const { a, b } = await makeCouple(t.app);
    const id = await bothAnswer(t.app, a, b);
    push.clear();
    await Promise.all([react(t.app, b, id, 'CHEER'), reply(t.app, b, id, '동시에 남긴 한마디')]);
    expect(await centre(a)).toHaveLength(1);
    expect(push.of(a.memberId)).toHaveLength(1);
    const seen = ok(
      await memberCall(t.app, a.accessToken, 'GET', `/api/questions/${id}/answers`),
      endpoints.getQuestionAnswers,
    );
    expect(seen.responses.fromPartner).toMatchObject({
      reaction: 'CHEER',
      reply: { text: '동시에 남긴 한마디' },
    });
  });

  it('a member who switched the kind off still gets the centre entry, no push', async () => {
    const { a, b } = await makeCouple(t.app);
    const id = await bothAnswer(t.app, a, b);
    ok(
      await memberCall(t.app, a.accessToken, 'PATCH', '/api/notifications/settings', {
        kinds: { PARTNER_REACTED: false },
      }),
      endpoints.updateNotificationSettings,
    );
    push.clear();
    await react(t.app, b, id, 'TOUCHED');
    expect(await centre(a)).toHaveLength(1);
    expect(push.of(a.memberId)).toEqual([]);
  });
});
