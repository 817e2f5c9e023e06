import { endpoints } from '@dama/contract';
import { and, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CoupleEnded, CoupleLinked } from '../src/modules/couple';
import { couples, members, notifications, sessions } from './helpers/tables';
import { build, type TestApp } from './helpers/build';
import {
  linkRequest,
  makeCouple,
  makeMember,
  memberRequest,
  partnerRequest,
  setStartLoveDate,
  unlinkRequest,
} from './helpers/couple-factories';
import { bearer, fails, ok } from './helpers/http';

type Seen<E> = Omit<E, 'tx' | 'outbox'>;

/** What the test subscribers saw, and switches that make them fail. */
const seen = {
  linked: [] as Array<Seen<CoupleLinked>>,
  ended: [] as Array<Seen<CoupleEnded>>,
  erased: [] as Array<{ memberId: number; stateInTx: string | undefined; couplesInTx: number }>,
  afterCommit: [] as Array<{ coupleId: number; committed: boolean }>,
};
const fail = { link: false, erase: false };

let t: TestApp;
beforeAll(async () => {
  t = await build({
    extend: ({ couples: events, memberHooks }) => {
      events.onLinked(async ({ tx, outbox, ...change }) => {
        seen.linked.push(change);
        // A subscriber's write, atomic with the link.
        await tx
          .update(members)
          .set({ nickname: '훅이 바꿈' })
          .where(eq(members.id, change.linkedBy));
        outbox.add(async () => {
          // After commit: visible outside the transaction.
          const [row] = await t.database.db
            .select({ id: couples.id })
            .from(couples)
            .where(eq(couples.id, change.coupleId));
          seen.afterCommit.push({ coupleId: change.coupleId, committed: row !== undefined });
        });
        if (fail.link) throw new Error('subscriber failed');
      });
      events.onEnded(({ tx: _tx, outbox: _outbox, ...change }) => {
        seen.ended.push(change);
        return Promise.resolve();
      });
      memberHooks.onErase(async ({ tx, memberId }) => {
        const [row] = await tx
          .select({ state: members.state })
          .from(members)
          .where(eq(members.id, memberId));
        const left = await tx
          .select({ id: couples.id })
          .from(couples)
          .where(or(eq(couples.memberAId, memberId), eq(couples.memberBId, memberId)));
        seen.erased.push({ memberId, stateInTx: row?.state, couplesInTx: left.length });
        if (fail.erase) throw new Error('erase step failed');
      });
      memberHooks.addCounter('totalChatRoomCount', (memberId) => Promise.resolve(memberId * 10));
      memberHooks.addCounter('totalChatRoomCount', () => Promise.resolve(3));
      memberHooks.addCounter('totalCoupleQuestionCount', () => Promise.resolve(5));
      // Counters get the couple GET /members read already (so none queries it again).
      memberHooks.addCounter('totalCoupleQuestionCount', (_memberId, { coupleId }) =>
        Promise.resolve(coupleId === null ? 0 : 1000),
      );
    },
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.reset();
  fail.link = false;
  fail.erase = false;
  for (const list of Object.values(seen)) list.length = 0;
});

const withdraw = (token: string) =>
  t.app.inject({ method: 'DELETE', url: '/api/members', headers: bearer(token) });

describe('couple lifecycle hooks', () => {
  it('linked (new, then recovered) and ended (unlink) with the couple’s data; after-commit work runs after commit', async () => {
    const { a, b, coupleId } = await makeCouple(t.app);
    const pair = [Math.min(a.memberId, b.memberId), Math.max(a.memberId, b.memberId)];
    const at = t.clock.now();
    // makeCouple: b enters a's code.
    expect(seen.linked).toEqual([
      { coupleId, memberIds: pair, at, linkedBy: b.memberId, recovered: false },
    ]);
    expect(seen.afterCommit).toEqual([{ coupleId, committed: true }]);

    t.clock.advance(60_000);
    ok(await setStartLoveDate(t.app, a.accessToken, '2024-06-01'), endpoints.updateStartLoveDate);
    ok(await unlinkRequest(t.app, b.accessToken), endpoints.unlinkCouple);
    expect(seen.ended).toEqual([
      {
        coupleId,
        memberIds: pair,
        at: t.clock.now(),
        endedBy: b.memberId,
        reason: 'unlink',
        startLoveDate: '2024-06-01',
      },
    ]);

    const code = ok(
      await t.app.inject({
        method: 'GET',
        url: '/api/members/invite-code',
        headers: bearer(b.accessToken),
      }),
      endpoints.getInviteCode,
    ).coupleCode;
    ok(await linkRequest(t.app, a.accessToken, code), endpoints.linkCouple);
    expect(seen.linked[1]).toEqual({
      coupleId,
      memberIds: pair,
      at: t.clock.now(),
      linkedBy: a.memberId,
      recovered: true,
    });
  });

  it('a throwing linked hook rolls the link back: no couple, no notification, no hook write, nothing sent', async () => {
    const owner = await makeMember(t.app);
    const caller = await makeMember(t.app, { nickname: '그대로' });
    fail.link = true;
    fails(await linkRequest(t.app, caller.accessToken, owner.inviteCode), 50000);
    expect(seen.linked).toHaveLength(1);
    expect(seen.afterCommit).toEqual([]);
    fails(await partnerRequest(t.app, caller.accessToken), 40301);
    const db = t.database.db;
    expect(
      await db.select().from(notifications).where(eq(notifications.memberId, owner.memberId)),
    ).toEqual([]);
    expect(ok(await memberRequest(t.app, caller.accessToken), endpoints.getMember).nickname).toBe(
      '그대로',
    );
  });
});

describe('withdrawal erase steps', () => {
  it('run inside the withdrawal, after the couple ended and was erased, before the tombstone; ended fires with reason withdrawal', async () => {
    const { a, b, coupleId } = await makeCouple(t.app);
    ok(await withdraw(b.accessToken), endpoints.withdraw);
    expect(seen.ended).toMatchObject([{ coupleId, endedBy: b.memberId, reason: 'withdrawal' }]);
    expect(seen.erased).toEqual([{ memberId: b.memberId, stateInTx: 'ALIVE', couplesInTx: 0 }]);
    fails(await partnerRequest(t.app, a.accessToken), 40301);
  });

  it('a failing step rolls the whole withdrawal back: member, sessions and couple as they were', async () => {
    const { a, b, coupleId } = await makeCouple(t.app);
    fail.erase = true;
    fails(await withdraw(b.accessToken), 50000);
    expect(seen.erased).toHaveLength(1);
    const db = t.database.db;
    const [member] = await db.select().from(members).where(eq(members.id, b.memberId));
    expect(member?.state).toBe('ALIVE');
    expect(await db.select().from(sessions).where(eq(sessions.memberId, b.memberId))).toHaveLength(
      1,
    );
    const [couple] = await db.select().from(couples).where(eq(couples.id, coupleId));
    expect(couple?.endedAt).toBeNull();
    // Nothing announced to the partner either.
    expect(
      await db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.memberId, a.memberId),
            eq(notifications.type, 'COUPLE_DISCONNECTED'),
          ),
        ),
    ).toEqual([]);
    ok(await partnerRequest(t.app, a.accessToken), endpoints.getPartner);
  });
});

describe('member counters', () => {
  it('modules’ counts are summed into GET /api/members', async () => {
    const m = await makeMember(t.app);
    const me = ok(await memberRequest(t.app, m.accessToken), endpoints.getMember);
    expect(me.totalChatRoomCount).toBe(m.memberId * 10 + 3);
    expect(me.totalCoupleQuestionCount).toBe(5);
  });

  it('a counter is told the member’s current couple', async () => {
    const { a } = await makeCouple(t.app);
    const me = ok(await memberRequest(t.app, a.accessToken), endpoints.getMember);
    expect(me.totalCoupleQuestionCount).toBe(1005);
  });
});
