import { endpoints } from '@dama/contract';
import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { couples, notifications } from './helpers/tables';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import {
  inviteCodeOf,
  linkRequest,
  makeCouple,
  makeMember,
  partnerRequest,
  pendingRequest,
} from './helpers/couple-factories';
import { fails, ok } from './helpers/http';

const MINUTE = 60 * 1000;

let t: TestApp;
// Every test starts at the same moment; rate-limit windows of earlier tests belong to other
// members, so they never interfere.
useApp((app) => (t = app), { resetClock: true });

const activeCouplesOf = (memberId: number) =>
  t.database.db
    .select()
    .from(couples)
    .where(or(eq(couples.memberAId, memberId), eq(couples.memberBId, memberId)))
    .then((rows) => rows.filter((r) => r.endedAt === null));

describe('POST /api/couples: linking', () => {
  it('links the caller with the code owner; the owner is notified with the caller nickname', async () => {
    const owner = await makeMember(t.app, { nickname: '주인' });
    const caller = await makeMember(t.app, { nickname: '손님' });
    const res = await linkRequest(t.app, caller.accessToken, owner.inviteCode);
    const { coupleId } = ok(res, endpoints.linkCouple);
    expect(res.json<{ message: string }>().message).toBe('커플로 연결되었어요!');

    expect(ok(await partnerRequest(t.app, caller.accessToken), endpoints.getPartner)).toMatchObject(
      { memberState: 'ALIVE', nickname: '주인' },
    );
    expect(ok(await partnerRequest(t.app, owner.accessToken), endpoints.getPartner)).toMatchObject({
      nickname: '손님',
    });

    const ownerPending = ok(
      await pendingRequest(t.app, owner.accessToken),
      endpoints.getPendingNotifications,
    );
    expect(ownerPending.list).toEqual([
      expect.objectContaining({
        type: 'COUPLE_CONNECTED',
        state: 'PENDING',
        payload: { coupleId, partnerNickname: '손님' },
      }),
    ]);
    // The caller learns from the response; nothing is pending for them.
    expect(
      ok(await pendingRequest(t.app, caller.accessToken), endpoints.getPendingNotifications).list,
    ).toEqual([]);
    // Linking does not change anyone's invite code.
    expect(await inviteCodeOf(t.app, owner.accessToken)).toBe(owner.inviteCode);
  });

  it('accepts lower-case and spaced input (trimmed and upper-cased)', async () => {
    const owner = await makeMember(t.app);
    const caller = await makeMember(t.app);
    const typed = `  ${owner.inviteCode.toLowerCase()} `;
    ok(await linkRequest(t.app, caller.accessToken, typed), endpoints.linkCouple);
    expect(await activeCouplesOf(owner.memberId)).toHaveLength(1);
  });

  it('accepts a pasted code with hyphens and spaces inside (the contract rule, issue 24)', async () => {
    const owner = await makeMember(t.app);
    const caller = await makeMember(t.app);
    const code = owner.inviteCode.toLowerCase();
    const pasted = `${code.slice(0, 3)}-${code.slice(3, 6)} ${code.slice(6)}`;
    ok(await linkRequest(t.app, caller.accessToken, pasted), endpoints.linkCouple);
    expect(await activeCouplesOf(owner.memberId)).toHaveLength(1);
  });

  it('a member still in onboarding can link (the partner-code step comes before "complete")', async () => {
    const owner = await makeMember(t.app);
    const caller = await makeMember(t.app, { onboarded: false });
    ok(await linkRequest(t.app, caller.accessToken, owner.inviteCode), endpoints.linkCouple);
    expect(
      ok(await partnerRequest(t.app, owner.accessToken), endpoints.getPartner).nickname,
    ).toBeNull();
  });

  it('needs a token → 40100', async () => {
    fails(
      await t.app.inject({
        method: 'POST',
        url: '/api/couples',
        payload: { coupleCode: 'ABCDEFG' },
      }),
      40100,
    );
  });
});

describe('POST /api/couples: the error matrix, checked in the contract order', () => {
  it('bad format → 40000 naming the field, before everything else', async () => {
    const { a } = await makeCouple(t.app);
    for (const code of [
      'ABC123',
      'ABCD1234',
      'ABC-123',
      'ABC 123',
      '가나다라마바사',
      '',
      1234567,
      null,
    ]) {
      const message = fails(await linkRequest(t.app, a.accessToken, code), 40000);
      expect(message).toContain('coupleCode');
    }
    // Even the caller's own code in a bad shape is a format error first.
    fails(await linkRequest(t.app, a.accessToken, `${a.inviteCode}X`), 40000);
    fails(
      await t.app.inject({
        method: 'POST',
        url: '/api/couples',
        headers: { authorization: `Bearer ${a.accessToken}` },
        payload: {},
      }),
      40000,
    );
  });

  it('own code → 40011, also when already linked (own code comes before "already linked")', async () => {
    const lone = await makeMember(t.app);
    fails(await linkRequest(t.app, lone.accessToken, lone.inviteCode), 40011);
    fails(await linkRequest(t.app, lone.accessToken, ` ${lone.inviteCode.toLowerCase()}`), 40011);
    const { a } = await makeCouple(t.app);
    fails(await linkRequest(t.app, a.accessToken, a.inviteCode), 40011);
  });

  it('caller already linked → 40007, before "no owner" and "owner linked"', async () => {
    const { a, b } = await makeCouple(t.app);
    const other = await makeCouple(t.app);
    const single = await makeMember(t.app);
    fails(await linkRequest(t.app, a.accessToken, 'ZZZZZZZ'), 40007); // no such owner
    fails(await linkRequest(t.app, a.accessToken, other.a.inviteCode), 40007); // owner linked
    fails(await linkRequest(t.app, a.accessToken, single.inviteCode), 40007); // free owner
    fails(await linkRequest(t.app, a.accessToken, b.inviteCode), 40007); // own partner
    expect(await activeCouplesOf(single.memberId)).toEqual([]);
  });

  it('no member has the code → 40002 (a withdrawn member’s code included)', async () => {
    const caller = await makeMember(t.app);
    const used = new Set([caller.inviteCode]);
    let unknown = 'Q0Q0Q0Q';
    while (used.has(unknown)) unknown = 'Q1Q1Q1Q';
    fails(await linkRequest(t.app, caller.accessToken, unknown), 40002);

    const gone = await makeMember(t.app);
    ok(
      await t.app.inject({
        method: 'DELETE',
        url: '/api/members',
        headers: { authorization: `Bearer ${gone.accessToken}` },
      }),
      endpoints.withdraw,
    );
    fails(await linkRequest(t.app, caller.accessToken, gone.inviteCode), 40002);
  });

  it('owner already linked → 40006; nothing changes on any error', async () => {
    const { a, b, coupleId } = await makeCouple(t.app);
    const caller = await makeMember(t.app);
    fails(await linkRequest(t.app, caller.accessToken, a.inviteCode), 40006);
    fails(await linkRequest(t.app, caller.accessToken, b.inviteCode), 40006);
    expect((await activeCouplesOf(a.memberId)).map((c) => c.id)).toEqual([coupleId]);
    expect(await activeCouplesOf(caller.memberId)).toEqual([]);
    const aNotes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.memberId, a.memberId));
    expect(aNotes).toHaveLength(1); // only the COUPLE_CONNECTED of the real link
  });
});

describe('POST /api/couples: rate limit (10 attempts per 10 minutes per member)', () => {
  it('the 11th attempt in 10 minutes → 42900 with Retry-After; other members unaffected; works again after the window', async () => {
    const caller = await makeMember(t.app);
    const owner = await makeMember(t.app);
    for (let i = 0; i < 10; i++) {
      fails(await linkRequest(t.app, caller.accessToken, 'NOBODY1'), 40002);
    }
    t.clock.advance(4 * MINUTE);
    const limited = await linkRequest(t.app, caller.accessToken, owner.inviteCode);
    fails(limited, 42900);
    expect(limited.headers['retry-after']).toBe('360');
    expect(await activeCouplesOf(caller.memberId)).toEqual([]);

    // Counted per member, not per IP (every inject comes from the same address).
    const other = await makeMember(t.app);
    fails(await linkRequest(t.app, other.accessToken, 'NOBODY1'), 40002);

    t.clock.advance(6 * MINUTE);
    ok(await linkRequest(t.app, caller.accessToken, owner.inviteCode), endpoints.linkCouple);
  });

  it('successful and failed attempts count alike', async () => {
    const caller = await makeMember(t.app);
    const owner = await makeMember(t.app);
    ok(await linkRequest(t.app, caller.accessToken, owner.inviteCode), endpoints.linkCouple);
    for (let i = 0; i < 9; i++)
      fails(await linkRequest(t.app, caller.accessToken, 'NOBODY1'), 40007);
    const res = await linkRequest(t.app, caller.accessToken, 'NOBODY1');
    fails(res, 42900);
    expect(res.headers['retry-after']).toBe('600');
  });
});

describe('POST /api/couples: concurrent links never link a member twice', () => {
  it('A→B and C→B at once: exactly one couple, the other gets 40006', async () => {
    for (let round = 0; round < 5; round++) {
      const b = await makeMember(t.app);
      const a = await makeMember(t.app);
      const c = await makeMember(t.app);
      const results = await Promise.all([
        linkRequest(t.app, a.accessToken, b.inviteCode),
        linkRequest(t.app, c.accessToken, b.inviteCode),
      ]);
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 400]);
      const loser = results.find((r) => r.statusCode === 400);
      expect(loser?.json<{ code: number }>().code).toBe(40006);
      expect(await activeCouplesOf(b.memberId)).toHaveLength(1);
      const pending = ok(
        await pendingRequest(t.app, b.accessToken),
        endpoints.getPendingNotifications,
      );
      expect(pending.list).toHaveLength(1);
    }
  });

  it('A→B and B→A at once: exactly one couple, the other gets 40007', async () => {
    for (let round = 0; round < 5; round++) {
      const a = await makeMember(t.app);
      const b = await makeMember(t.app);
      const results = await Promise.all([
        linkRequest(t.app, a.accessToken, b.inviteCode),
        linkRequest(t.app, b.accessToken, a.inviteCode),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(results.find((r) => r.statusCode === 400)?.json<{ code: number }>().code).toBe(40007);
      expect(await activeCouplesOf(a.memberId)).toHaveLength(1);
      expect(await activeCouplesOf(b.memberId)).toHaveLength(1);
    }
  });

  it('the database itself refuses a second active couple for a member', async () => {
    const { a } = await makeCouple(t.app);
    const c = await makeMember(t.app);
    const pair =
      a.memberId < c.memberId
        ? { memberAId: a.memberId, memberBId: c.memberId }
        : { memberAId: c.memberId, memberBId: a.memberId };
    const now = t.clock.now();
    await expect(
      t.database.db.insert(couples).values({ ...pair, createdAt: now, linkedAt: now }),
    ).rejects.toThrow();
  });
});
