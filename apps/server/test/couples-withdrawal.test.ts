import { endpoints } from '@dama/contract';
import { and, eq, isNull, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couples, members, notifications } from './helpers/tables';
import { useListeningApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import {
  inviteCodeOf,
  linkRequest,
  makeCouple,
  makeMember,
  unlinkRequest,
  partnerRequest,
  pendingRequest,
} from './helpers/couple-factories';
import { bearer, fails, ok } from './helpers/http';
import { connect } from './helpers/sse';

let t: TestApp;
let base: string;
const streams = useListeningApp((app, url) => ([t, base] = [app, url]));

const withdraw = (token: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/members', headers: bearer(token) });

describe('withdrawal unlinks the couple', () => {
  it('the partner is notified (row + live event), loses the partner, gets a new code; the couple is erased', async () => {
    const { a, b, coupleId } = await makeCouple(t.app, { b: { nickname: '안녕' } });
    const { stream } = await connect(base, { token: a.accessToken });
    streams.push(stream);

    ok(await withdraw(b.accessToken), endpoints.withdraw);

    const event = await stream.nextEvent();
    expect(event.event).toBe('couple_disconnected');
    const list = ok(
      await pendingRequest(t.app, a.accessToken),
      endpoints.getPendingNotifications,
    ).list;
    const disconnected = list.find((n) => n.type === 'COUPLE_DISCONNECTED');
    // Why it ended (decision 0057): the shared questions are erased with the couple.
    expect(disconnected?.payload).toEqual({
      coupleId,
      partnerNickname: '안녕',
      reason: 'WITHDRAWAL',
    });
    expect(JSON.parse(event.data ?? '')).toEqual({
      coupleId,
      notificationId: disconnected?.id,
      reason: 'WITHDRAWAL',
    });

    fails(await partnerRequest(t.app, a.accessToken), 40301);
    expect(await inviteCodeOf(t.app, a.accessToken)).not.toBe(a.inviteCode);

    const db = t.database.db;
    // Nothing can bring the couple back (the withdrawn member never signs in again): erased now.
    expect(await db.select().from(couples).where(eq(couples.id, coupleId))).toEqual([]);
    // The withdrawn member's own notifications are erased with the rest.
    expect(
      await db.select().from(notifications).where(eq(notifications.memberId, b.memberId)),
    ).toEqual([]);

    // The one left behind can link again at once.
    const next = await makeMember(t.app);
    ok(
      await linkRequest(t.app, next.accessToken, await inviteCodeOf(t.app, a.accessToken)),
      endpoints.linkCouple,
    );
  });

  it('the code owner withdrawing notifies the one who entered the code', async () => {
    const { a, b } = await makeCouple(t.app, { a: { nickname: '주인' } });
    ok(await withdraw(a.accessToken), endpoints.withdraw);
    const list = ok(
      await pendingRequest(t.app, b.accessToken),
      endpoints.getPendingNotifications,
    ).list;
    expect(list.map((n) => [n.type, n.payload.partnerNickname])).toEqual([
      ['COUPLE_DISCONNECTED', '주인'],
    ]);
  });

  it('a member without a couple withdraws as before', async () => {
    const lone = await makeMember(t.app);
    ok(await withdraw(lone.accessToken), endpoints.withdraw);
    fails(
      await t.app.inject({ method: 'GET', url: '/api/members', headers: bearer(lone.accessToken) }),
      40100,
    );
  });
});

describe('withdrawal erases every couple of the member', () => {
  it('recently ended couples (still recoverable) go too, with their shared data', async () => {
    const { a, b, coupleId: first } = await makeCouple(t.app);
    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    const c = await makeMember(t.app);
    const second = ok(
      await linkRequest(t.app, c.accessToken, await inviteCodeOf(t.app, a.accessToken)),
      endpoints.linkCouple,
    ).coupleId;
    ok(await unlinkRequest(t.app, c.accessToken), endpoints.unlinkCouple);
    const d = await makeMember(t.app);
    const current = ok(
      await linkRequest(t.app, d.accessToken, await inviteCodeOf(t.app, a.accessToken)),
      endpoints.linkCouple,
    ).coupleId;

    ok(await withdraw(a.accessToken), endpoints.withdraw);

    const db = t.database.db;
    const left = await db
      .select({ id: couples.id })
      .from(couples)
      .where(or(eq(couples.memberAId, a.memberId), eq(couples.memberBId, a.memberId)));
    expect(left).toEqual([]);
    expect(
      await db
        .select({ id: couples.id })
        .from(couples)
        .where(or(eq(couples.id, first), eq(couples.id, second), eq(couples.id, current))),
    ).toEqual([]);
    // The others can link afresh at once.
    ok(
      await linkRequest(t.app, b.accessToken, await inviteCodeOf(t.app, c.accessToken)),
      endpoints.linkCouple,
    );
  });
});

describe('withdrawal racing a link', () => {
  it('never leaves an active couple with a withdrawn member', async () => {
    const db = t.database.db;
    for (let round = 0; round < 12; round++) {
      const a = await makeMember(t.app);
      const b = await makeMember(t.app);
      const [link, gone] = await Promise.all([
        linkRequest(t.app, a.accessToken, b.inviteCode),
        withdraw(b.accessToken),
      ]);
      ok(gone, endpoints.withdraw);
      // Either the link came first (and the withdrawal ended it) or it found no owner.
      if (link.statusCode !== 200) expect(link.json<{ code: number }>().code).toBe(40002);
      const stuck = await db
        .select({ coupleId: couples.id })
        .from(couples)
        .innerJoin(
          members,
          or(eq(members.id, couples.memberAId), eq(members.id, couples.memberBId)),
        )
        .where(and(isNull(couples.endedAt), eq(members.state, 'DELETED')));
      expect(stuck).toEqual([]);
      fails(await partnerRequest(t.app, a.accessToken), 40301);
      // The one left behind can link again.
      const next = await makeMember(t.app);
      ok(
        await linkRequest(t.app, next.accessToken, await inviteCodeOf(t.app, a.accessToken)),
        endpoints.linkCouple,
      );
    }
  });
});
