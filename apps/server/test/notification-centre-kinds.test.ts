import { endpoints } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/build';
import {
  link,
  makeCouple,
  makeMember,
  pendingRequest,
  unlinkRequest,
  type TestMember,
} from './helpers/couple-factories';
import { ok } from './helpers/http';
import { centreOf, useNotifyingApp } from './helpers/notification-app';
import { answer, editRequest } from './helpers/questions';
import { notifications } from './helpers/tables';

/**
 * The notification centre (issue 25, decision 0059): one row per notification serves the centre
 * and (for the couple kinds) CONTRACT 4.2's pending list; each is announced live and handed to
 * the push seam (a recorder here) unless its kind is off, held until quiet hours end.
 *
 * This file: what makes an entry — a partner's first answer, and the couple notices (also
 * the pending list's).
 */
let t: TestApp;
const { push, stream } = useNotifyingApp((app) => (t = app));

const centre = (m: TestMember, query = '') => centreOf(t, m, query);

describe('PARTNER_ANSWERED', () => {
  it('a first answer tells the partner (centre, live, push); not the writer, not an edit', async () => {
    const { a, b, coupleId } = await makeCouple(t.app, { a: { nickname: '민지' } });
    const partnerStream = await stream(b.accessToken);
    push.clear();
    const coupleQuestionId = await answer(t.app, a, '비밀스러운 첫 답변');

    const [entry] = (await centre(b)).list;
    expect(entry).toMatchObject({
      kind: 'PARTNER_ANSWERED',
      title: '민지님이 오늘의 질문에 답했어요',
      body: '나도 답하고 서로의 답변을 확인해 보세요',
      link: `/question/see-answer?coupleQuestionId=${coupleQuestionId}`,
      target: { coupleId, coupleQuestionId },
      isRead: false,
    });
    expect(push.of(b.memberId)).toEqual([
      {
        memberId: b.memberId,
        notificationId: entry?.id,
        payload: {
          notificationId: entry?.id,
          kind: 'PARTNER_ANSWERED',
          title: entry?.title,
          body: entry?.body,
          link: entry?.link,
        },
        // 14:00 in Korea: outside the default quiet hours.
        notBefore: null,
      },
    ]);
    expect((await partnerStream.nextEvent()).event).toBe('partner_answered');
    const live = await partnerStream.nextEvent();
    expect(live.event).toBe('notification_created');
    expect(JSON.parse(live.data ?? '')).toEqual({ notification: entry, unreadCount: 1 });
    // The writer's own answer makes nothing for them (only the couple notice of the link).
    expect((await centre(a)).list.map((n) => n.kind)).toEqual(['COUPLE_CONNECTED']);
    expect(push.of(a.memberId)).toEqual([]);

    ok(await editRequest(t.app, a, '고친 답변'), endpoints.editTodayAnswer);
    expect((await centre(b)).list.filter((n) => n.kind === 'PARTNER_ANSWERED')).toHaveLength(1);
    expect(push.of(b.memberId)).toHaveLength(1);

    // b answers second: a is told, and both answers are there to read.
    await answer(t.app, b, '두 번째 답변');
    expect((await centre(a)).list[0]).toMatchObject({
      kind: 'PARTNER_ANSWERED',
      body: '이제 서로의 답변을 확인해 보세요',
    });
  });

  it('a partner without a nickname is 상대; a member without a partner tells no one', async () => {
    const noName = await makeMember(t.app, { onboarded: false });
    const other = await makeMember(t.app);
    await link(t.app, other, noName);
    await answer(t.app, noName, '이름 없는 답');
    expect((await centre(other)).list[0]?.title).toBe('상대가 오늘의 질문에 답했어요');

    const solo = await makeMember(t.app);
    push.clear();
    await answer(t.app, solo, '혼자 쓴 답');
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'PARTNER_ANSWERED'));
    expect(rows.filter((r) => r.memberId === solo.memberId)).toEqual([]);
    expect(push.orders).toEqual([]);
  });
});

describe('the couple notices', () => {
  it('are centre entries and pushes too; the pending list keeps only them, in its shape', async () => {
    const { a, b, coupleId } = await makeCouple(t.app, { b: { nickname: '연결자' } });
    const [connected] = (await centre(a)).list;
    expect(connected).toMatchObject({
      kind: 'COUPLE_CONNECTED',
      title: '연결자님과 커플로 연결됐어요',
      link: '/my-page/couple-management',
      target: { coupleId },
    });
    expect(push.of(a.memberId).map((o) => o.payload.kind)).toEqual(['COUPLE_CONNECTED']);
    await answer(t.app, b, '답');
    ok(await unlinkRequest(t.app, b.accessToken), endpoints.unlinkCouple);
    expect((await centre(a)).list.map((n) => n.kind)).toEqual([
      'COUPLE_DISCONNECTED',
      'PARTNER_ANSWERED',
      'COUPLE_CONNECTED',
    ]);
    expect((await centre(a)).list[0]?.title).toBe('연결자님과의 커플 연결이 해제됐어요');

    const pending = ok(
      await pendingRequest(t.app, a.accessToken),
      endpoints.getPendingNotifications,
    );
    expect(pending.list.map((n) => n.type)).toEqual(['COUPLE_CONNECTED', 'COUPLE_DISCONNECTED']);
    for (const n of pending.list) {
      expect(Object.keys(n).sort()).toEqual(['createdAt', 'id', 'payload', 'state', 'type']);
      expect(Object.keys(n.payload).sort()).toEqual(
        n.type === 'COUPLE_DISCONNECTED'
          ? ['coupleId', 'partnerNickname', 'reason']
          : ['coupleId', 'partnerNickname'],
      );
    }
  });
});
