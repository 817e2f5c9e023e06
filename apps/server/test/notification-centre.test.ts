import { endpoints, NotificationKind } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/build';
import {
  inviteCodeOf,
  link,
  linkRequest,
  makeCouple,
  makeMember,
  pendingRequest,
  unlinkRequest,
  type TestMember,
} from './helpers/couple-factories';
import { bearer, fails, memberCall, ok } from './helpers/http';
import { centreOf, useNotifyingApp } from './helpers/notification-app';
import { answer, editRequest, moveClock } from './helpers/questions';
import { connect, type SseStream } from './helpers/sse';
import { notifications, notificationSettings } from './helpers/tables';

/**
 * The notification centre (issue 25, decision 0059): one row per notification serves the centre
 * and (for the couple kinds) CONTRACT 4.2's pending list; each is announced live and handed to
 * the push seam (a recorder here) unless its kind is off, held until quiet hours end.
 */
let t: TestApp;
let base: string;
const { push, streams } = useNotifyingApp((app, url) => ([t, base] = [app, url]), {
  logLevel: 'info',
  // Every request's line, not 20 a second: the no-text test reads them all.
  env: { LOG_SAMPLE: 'all' },
});

async function stream(token: string): Promise<SseStream> {
  const { stream: s } = await connect(base, { token });
  streams.push(s);
  return s;
}

const centre = (m: TestMember, query = '') => centreOf(t, m, query);
const unread = async (m: TestMember) =>
  ok(
    await memberCall(t.app, m.accessToken, 'GET', '/api/notifications/unread-count'),
    endpoints.getUnreadNotificationCount,
  ).unreadCount;
const readRequest = (m: TestMember, ids: unknown) =>
  memberCall(t.app, m.accessToken, 'PATCH', '/api/notifications/read', { notificationIds: ids });
const settingsOf = async (m: TestMember) =>
  ok(
    await memberCall(t.app, m.accessToken, 'GET', '/api/notifications/settings'),
    endpoints.getNotificationSettings,
  );
const patchSettings = (m: TestMember, body: unknown) =>
  memberCall(t.app, m.accessToken, 'PATCH', '/api/notifications/settings', body);

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

describe('the list, the unread count and reading', () => {
  it('pages newest first over the last 30 days', async () => {
    const { a, b } = await makeCouple(t.app);
    // Unlink and link again: a gets one couple notice each time.
    for (let i = 0; i < 4; i++) {
      t.clock.advance(60_000);
      ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
      t.clock.advance(60_000);
      ok(
        await linkRequest(t.app, a.accessToken, await inviteCodeOf(t.app, b.accessToken)),
        endpoints.linkCouple,
      );
    }
    // b (a entered b's code each time): DISCONNECTED + CONNECTED four times.
    const all = await centre(b, '?size=100');
    expect(all.totalCount).toBe(8);
    const times = all.list.map((n) => n.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const page1 = await centre(b, '?page=1&size=4');
    expect(page1).toMatchObject({ page: 1, size: 4, totalCount: 8 });
    expect(page1.list.map((n) => n.id)).toEqual(all.list.slice(4, 8).map((n) => n.id));
    expect(await unread(b)).toBe(8);

    // 31 days on: the centre shows none of them and counts none.
    await moveClock(t, 31 * 24 * 60 * 60 * 1000, b);
    expect((await centre(b)).totalCount).toBe(0);
    expect(await unread(b)).toBe(0);
  });

  it('read: own ids only (40302 and nothing changes); one read state with the pending list', async () => {
    const { a, b } = await makeCouple(t.app);
    const stranger = await makeMember(t.app);
    await answer(t.app, b, '답');
    // b's own entry (a's answer), which a's reading leaves alone.
    await answer(t.app, a, '나도 답');
    const [answered, connected] = (await centre(a)).list;
    expect(answered?.kind).toBe('PARTNER_ANSWERED');
    expect(connected?.kind).toBe('COUPLE_CONNECTED');
    const ownStream = await stream(a.accessToken);

    fails(await readRequest(stranger, [answered?.id]), 40302);
    fails(await readRequest(b, [answered?.id]), 40302);
    fails(await readRequest(a, [answered?.id, 999_999]), 40302);
    expect(await unread(a)).toBe(2);
    fails(await readRequest(a, []), 40000);

    // Reading the couple notice in the centre takes it off the pending list.
    expect(
      ok(await readRequest(a, [connected?.id]), endpoints.markCentreNotificationsRead),
    ).toEqual({ unreadCount: 1 });
    const readEvent = await ownStream.nextEvent();
    expect(readEvent.event).toBe('notifications_read');
    expect(JSON.parse(readEvent.data ?? '')).toEqual({ unreadCount: 1 });
    expect(
      ok(await pendingRequest(t.app, a.accessToken), endpoints.getPendingNotifications).list,
    ).toEqual([]);
    expect((await centre(a)).list.map((n) => n.isRead)).toEqual([false, true]);

    // And the other way round: the pending list's read is the centre's.
    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    const [left] = ok(
      await pendingRequest(t.app, b.accessToken),
      endpoints.getPendingNotifications,
    ).list.filter((n) => n.type === 'COUPLE_DISCONNECTED');
    ok(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/members/notifications/pending',
        headers: bearer(b.accessToken),
        payload: { pendingNotifications: [left?.id] },
      }),
      endpoints.markNotificationsRead,
    );
    expect((await centre(b)).list.find((n) => n.id === left?.id)?.isRead).toBe(true);

    expect(
      ok(
        await memberCall(t.app, a.accessToken, 'PATCH', '/api/notifications/read-all'),
        endpoints.markAllNotificationsRead,
      ),
    ).toEqual({ unreadCount: 0 });
    expect((await centre(a)).list.every((n) => n.isRead)).toBe(true);
    // The partner's are untouched (a's answer, unread).
    expect(await unread(b)).toBe(1);
  });

  it('needs a token', async () => {
    fails(await t.app.inject({ method: 'GET', url: '/api/notifications' }), 40100);
    fails(await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count' }), 40100);
  });
});

describe('settings', () => {
  it('defaults: every kind on, quiet hours 23:00–08:00, the couple’s question time', async () => {
    const solo = await makeMember(t.app);
    const all = Object.fromEntries(NotificationKind.options.map((k) => [k, true]));
    expect(await settingsOf(solo)).toEqual({
      kinds: all,
      quietHours: { enabled: true, start: '23:00', end: '08:00' },
      questionTime: null,
    });
    const { a } = await makeCouple(t.app);
    expect((await settingsOf(a)).questionTime).toBe('21:00');
  });

  it('a kind switched off is listed but not pushed; the others still are', async () => {
    const { a, b } = await makeCouple(t.app);
    const changed = ok(
      await patchSettings(b, { kinds: { PARTNER_ANSWERED: false } }),
      endpoints.updateNotificationSettings,
    );
    expect(changed.kinds).toMatchObject({ PARTNER_ANSWERED: false, PARTNER_NUDGED: true });
    push.clear();
    await answer(t.app, a, '답');
    expect((await centre(b)).list[0]?.kind).toBe('PARTNER_ANSWERED');
    expect(push.of(b.memberId)).toEqual([]);
    // A second change keeps the first.
    ok(
      await patchSettings(b, { quietHours: { enabled: false, start: '23:00', end: '08:00' } }),
      endpoints.updateNotificationSettings,
    );
    expect((await settingsOf(b)).kinds.PARTNER_ANSWERED).toBe(false);
    await answer(t.app, b, '답');
    expect(push.of(a.memberId).map((o) => o.payload.kind)).toEqual(['PARTNER_ANSWERED']);
  });

  it('quiet hours hold a push until they end, across midnight', async () => {
    const { a, b } = await makeCouple(t.app);
    ok(
      await patchSettings(b, { quietHours: { enabled: true, start: '22:00', end: '07:30' } }),
      endpoints.updateNotificationSettings,
    );
    // 23:30 in Korea on the 21st: held until 07:30 on the 22nd.
    await moveClock(t, '2026-11-21T14:30:00.000Z', a, b);
    push.clear();
    await answer(t.app, a, '밤에 쓴 답');
    expect(push.of(b.memberId)[0]?.notBefore?.toISOString()).toBe('2026-11-21T22:30:00.000Z');
    // The centre has it at once.
    expect(await unread(b)).toBeGreaterThan(0);
  });

  it('bad bodies → 40000', async () => {
    const m = await makeMember(t.app);
    fails(
      await patchSettings(m, { quietHours: { enabled: true, start: '24:00', end: '08:00' } }),
      40000,
    );
    fails(await patchSettings(m, { quietHours: { enabled: true } }), 40000);
    // Nothing named to change is a wrong body, not a no-op.
    fails(await patchSettings(m, {}), 40000);
    fails(await patchSettings(m, { kinds: { PARTNER_ANSWERED: 'no' } }), 40000);
  });
});

describe('withdrawal', () => {
  it('the member’s notifications and settings go; the partner keeps theirs', async () => {
    const { a, b } = await makeCouple(t.app);
    await answer(t.app, b, '답');
    ok(
      await patchSettings(a, { kinds: { ANNIVERSARY_SOON: false } }),
      endpoints.updateNotificationSettings,
    );
    ok(await memberCall(t.app, a.accessToken, 'DELETE', '/api/members'), endpoints.withdraw);
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.memberId, a.memberId)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.memberId, a.memberId)),
    ).toEqual([]);
    expect((await centre(b)).list.map((n) => n.kind)).toEqual(['COUPLE_DISCONNECTED']);
  });
});

describe('no answer or chat text anywhere', () => {
  it('not in a push order, a live event or a log line', async () => {
    const secret = '아무도-몰라야-할-답변-문장';
    const { a, b } = await makeCouple(t.app);
    const partnerStream = await stream(b.accessToken);
    push.clear();
    const before = t.logs.length;
    await answer(t.app, a, secret);
    ok(await editRequest(t.app, a, `${secret} 고침`), endpoints.editTodayAnswer);
    const seen = [
      await partnerStream.nextEvent(),
      await partnerStream.nextEvent(),
      await partnerStream.nextEvent(),
    ];
    expect(seen.map((e) => e.event)).toEqual([
      'partner_answered',
      'notification_created',
      'partner_answered',
    ]);
    expect(push.orders.length).toBeGreaterThan(0);
    expect(JSON.stringify(push.orders)).not.toContain('아무도');
    expect(JSON.stringify([...seen, ...partnerStream.pending()])).not.toContain('아무도');
    expect(JSON.stringify((await centre(b)).list)).not.toContain('아무도');
    // The lines of both writes are there.
    await expect
      .poll(() => t.logs.slice(before).filter((l) => l.includes('/api/questions/today/answers')))
      .toHaveLength(2);
    expect(t.logs.slice(before).join('\n')).not.toContain('아무도');
  });
});
