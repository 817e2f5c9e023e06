import { endpoints } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/build';
import {
  inviteCodeOf,
  linkRequest,
  makeCouple,
  makeMember,
  pendingRequest,
  unlinkRequest,
  type TestMember,
} from './helpers/couple-factories';
import { bearer, fails, memberCall, ok } from './helpers/http';
import { centreOf, unreadCountOf, useNotifyingApp } from './helpers/notification-app';
import { answer, moveClock } from './helpers/questions';

/**
 * The notification centre (decision 0059): the list (30 days, newest first), the unread count,
 * and reading (one read state with CONTRACT 4.2's pending list).
 */
let t: TestApp;
const { stream } = useNotifyingApp((app) => (t = app));

const centre = (m: TestMember, query = '') => centreOf(t, m, query);
const unread = (m: TestMember) => unreadCountOf(t, m);
const readRequest = (m: TestMember, ids: unknown) =>
  memberCall(t.app, m.accessToken, 'PATCH', '/api/notifications/read', { notificationIds: ids });

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
