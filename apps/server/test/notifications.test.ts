import { endpoints } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from './helpers/tables';
import { useListeningApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import {
  inviteCodeOf,
  linkRequest,
  makeCouple,
  makeMember,
  pendingRequest,
  unlinkRequest,
} from './helpers/couple-factories';
import { bearer, fails, ok } from './helpers/http';
import { connect, type SseStream } from './helpers/sse';

let t: TestApp;
let base: string;
const streams = useListeningApp((app, url) => ([t, base] = [app, url]));

const markRead = (token: string, ids: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/members/notifications/pending',
    headers: bearer(token),
    payload: { pendingNotifications: ids },
  });

const pending = async (token: string) =>
  ok(await pendingRequest(t.app, token), endpoints.getPendingNotifications);

async function stream(token: string): Promise<SseStream> {
  const { stream: s } = await connect(base, { token });
  streams.push(s);
  return s;
}

describe('GET /api/members/notifications/pending', () => {
  it('lists the caller’s pending notifications, oldest first, in the contract shape', async () => {
    const { a, b, coupleId } = await makeCouple(t.app, { b: { nickname: '두번째' } });
    ok(await unlinkRequest(t.app, b.accessToken), endpoints.unlinkCouple);
    t.clock.advance(60_000);
    ok(
      await linkRequest(t.app, b.accessToken, await inviteCodeOf(t.app, a.accessToken)),
      endpoints.linkCouple,
    );
    const list = (await pending(a.accessToken)).list;
    expect(list.map((n) => n.type)).toEqual([
      'COUPLE_CONNECTED',
      'COUPLE_DISCONNECTED',
      'COUPLE_CONNECTED',
    ]);
    for (const n of list) {
      expect(n.payload).toEqual({
        coupleId,
        partnerNickname: '두번째',
        // Only an end says why (decision 0057).
        ...(n.type === 'COUPLE_DISCONNECTED' ? { reason: 'UNLINK' } : {}),
      });
      expect(n.state).toBe('PENDING');
      expect(n.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+09:00$/);
    }
    expect(list[0]?.createdAt).toBe('2026-11-21T14:00:00.000+09:00');
    expect(list[2]?.createdAt).toBe('2026-11-21T14:01:00.000+09:00');
    const data = await pending(a.accessToken);
    expect(data).toMatchObject({ size: 3, totalCount: 3 });
    // Another member sees none of them.
    expect((await pending(b.accessToken)).list).toEqual([]);
  });

  it('needs a token → 40100', async () => {
    fails(await t.app.inject({ method: 'GET', url: '/api/members/notifications/pending' }), 40100);
  });
});

describe('PATCH /api/members/notifications/pending', () => {
  it('marks the caller’s notifications read; they leave the pending list', async () => {
    const { a } = await makeCouple(t.app);
    const [first] = (await pending(a.accessToken)).list;
    if (!first) throw new Error('no notification');
    const res = await markRead(a.accessToken, [first.id]);
    ok(res, endpoints.markNotificationsRead);
    expect((await pending(a.accessToken)).list).toEqual([]);
    // Marking an already-read one of your own again is harmless.
    ok(await markRead(a.accessToken, [first.id, first.id]), endpoints.markNotificationsRead);
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, first.id));
    expect(row).toMatchObject({ state: 'READ' });
  });

  it('an id that is not the caller’s → 40302 and nothing changes, own ones included', async () => {
    const one = await makeCouple(t.app);
    const two = await makeCouple(t.app);
    const mine = (await pending(one.a.accessToken)).list.map((n) => n.id);
    const theirs = (await pending(two.a.accessToken)).list.map((n) => n.id);
    fails(await markRead(one.a.accessToken, [...mine, ...theirs]), 40302);
    fails(await markRead(one.a.accessToken, theirs), 40302);
    fails(await markRead(one.a.accessToken, [2_000_000_000]), 40302);
    expect((await pending(one.a.accessToken)).list.map((n) => n.id)).toEqual(mine);
    expect((await pending(two.a.accessToken)).list.map((n) => n.id)).toEqual(theirs);
  });

  it('bad bodies → 40000', async () => {
    const lone = await makeMember(t.app);
    for (const ids of [[], ['x'], [0], [1.5], 'all', null]) {
      fails(await markRead(lone.accessToken, ids), 40000);
    }
  });
});

describe('couple events on the live stream carry the notification id', () => {
  it('the owner gets couple_connected; the partner left behind gets couple_disconnected', async () => {
    const owner = await makeMember(t.app, { nickname: '주인공' });
    const caller = await makeMember(t.app, { nickname: '연결자' });
    const ownerStream = await stream(owner.accessToken);
    const callerStream = await stream(caller.accessToken);

    const { coupleId } = ok(
      await linkRequest(t.app, caller.accessToken, owner.inviteCode),
      endpoints.linkCouple,
    );
    const connected = await ownerStream.nextEvent();
    expect(connected.event).toBe('couple_connected');
    const [note] = (await pending(owner.accessToken)).list;
    expect(JSON.parse(connected.data ?? '')).toEqual({
      coupleId,
      notificationId: note?.id,
      partnerNickname: '연결자',
    });
    // Then the centre's entry for the same row (issue 25).
    const created = await ownerStream.nextEvent();
    expect(created.event).toBe('notification_created');
    expect(JSON.parse(created.data ?? '')).toMatchObject({
      notification: { id: note?.id, kind: 'COUPLE_CONNECTED' },
      unreadCount: 1,
    });

    ok(await unlinkRequest(t.app, owner.accessToken), endpoints.unlinkCouple);
    const disconnected = await callerStream.nextEvent();
    expect(disconnected.event).toBe('couple_disconnected');
    const [left] = (await pending(caller.accessToken)).list;
    expect(left?.type).toBe('COUPLE_DISCONNECTED');
    expect(JSON.parse(disconnected.data ?? '')).toEqual({
      coupleId,
      notificationId: left?.id,
      reason: 'UNLINK',
    });
    const leftEntry = await callerStream.nextEvent();
    expect(leftEntry.event).toBe('notification_created');
    expect(JSON.parse(leftEntry.data ?? '')).toMatchObject({
      notification: { id: left?.id, kind: 'COUPLE_DISCONNECTED' },
    });

    // Neither got an event meant for the other.
    expect(ownerStream.pending().filter((b) => b.event)).toEqual([]);
    expect(callerStream.pending().filter((b) => b.event)).toEqual([]);
  });
});
