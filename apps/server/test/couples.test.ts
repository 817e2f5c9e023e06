import { endpoints } from '@dama/contract';
import { eq, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CoupleRepository } from '../src/modules/couple/repository';
import type { CoupleService } from '../src/modules/couple';
import { MemberRepository } from '../src/modules/member/repository';
import { MemberService } from '../src/modules/member/service';
import { couples, members, notifications } from '../src/platform/db/schema';
import { build, type TestApp } from './helpers/build';
import {
  inviteCodeOf,
  link,
  linkRequest,
  makeCouple,
  makeMember,
  memberRequest,
  partnerRequest,
  pendingRequest,
  setStartLoveDate,
  signInAgain,
  unlinkRequest,
} from './helpers/couple-factories';
import { fails, ok } from './helpers/http';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
beforeEach(() => {
  // Every test starts at the same moment; rate-limit windows of earlier tests belong to other
  // members, so they never interfere.
  t.clock.reset();
});
afterAll(async () => {
  await t.close();
});

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

describe('DELETE /api/couples: unlinking', () => {
  it('ends the couple for both, notifies the other, and gives both new invite codes', async () => {
    const { a, b, coupleId } = await makeCouple(t.app, { a: { nickname: '떠나요' } });
    const res = await unlinkRequest(t.app, a.accessToken);
    ok(res, endpoints.unlinkCouple);
    expect(res.json<{ message: string }>().message).toBe('커플 연결이 끊어졌어요.');

    fails(await partnerRequest(t.app, a.accessToken), 40301);
    fails(await partnerRequest(t.app, b.accessToken), 40301);
    fails(await unlinkRequest(t.app, b.accessToken), 40301);

    const bPending = ok(
      await pendingRequest(t.app, b.accessToken),
      endpoints.getPendingNotifications,
    );
    expect(bPending.list).toEqual([
      expect.objectContaining({
        type: 'COUPLE_DISCONNECTED',
        payload: { coupleId, partnerNickname: '떠나요' },
      }),
    ]);
    // The one who left is not told they left (only a's COUPLE_CONNECTED from the link is there).
    expect(
      ok(await pendingRequest(t.app, a.accessToken), endpoints.getPendingNotifications).list.map(
        (n) => n.type,
      ),
    ).toEqual(['COUPLE_CONNECTED']);

    const aCode = await inviteCodeOf(t.app, a.accessToken);
    const bCode = await inviteCodeOf(t.app, b.accessToken);
    expect(aCode).not.toBe(a.inviteCode);
    expect(bCode).not.toBe(b.inviteCode);
    expect(aCode).toMatch(/^[A-Z0-9]{7}$/);
    expect(bCode).toMatch(/^[A-Z0-9]{7}$/);

    // The old codes are dead; the new ones work.
    const c = await makeMember(t.app);
    fails(await linkRequest(t.app, c.accessToken, a.inviteCode), 40002);
    ok(await linkRequest(t.app, c.accessToken, aCode), endpoints.linkCouple);
  });

  it('without a partner → 40301', async () => {
    const lone = await makeMember(t.app);
    fails(await unlinkRequest(t.app, lone.accessToken), 40301);
  });

  it('two unlinks at once: one succeeds, one 40301, one notification', async () => {
    const { a, b } = await makeCouple(t.app);
    const results = await Promise.all([
      unlinkRequest(t.app, a.accessToken),
      unlinkRequest(t.app, b.accessToken),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.type, 'COUPLE_DISCONNECTED'));
    expect(rows.filter((r) => r.memberId === a.memberId || r.memberId === b.memberId)).toHaveLength(
      1,
    );
  });
});

describe('recovery within 30 days', () => {
  it('the same pair relinking within 30 days gets the same couple back, its date included', async () => {
    const { a, b, coupleId } = await makeCouple(t.app, {
      a: { startLoveDate: '2024-02-14' },
      b: { startLoveDate: '2023-01-01' },
    });
    ok(await setStartLoveDate(t.app, b.accessToken, '2024-03-01'), endpoints.updateStartLoveDate);
    ok(await unlinkRequest(t.app, b.accessToken), endpoints.unlinkCouple);

    t.clock.advance(30 * DAY - MINUTE);
    await signInAgain(t.app, a);
    await signInAgain(t.app, b);
    const aCode = await inviteCodeOf(t.app, a.accessToken);
    // The other one enters the (new) code this time: the pair is the same either way.
    const again = ok(await linkRequest(t.app, b.accessToken, aCode), endpoints.linkCouple);
    expect(again.coupleId).toBe(coupleId);
    const partner = ok(await partnerRequest(t.app, a.accessToken), endpoints.getPartner);
    expect(partner).toMatchObject({ startLoveDate: '2024-03-01', isStartLoveDateUpdated: true });
    const [row] = await t.database.db.select().from(couples).where(eq(couples.id, coupleId));
    expect(row?.endedAt).toBeNull();
  });

  it('after 30 days the pair starts a new couple (the code owner’s date, not updated)', async () => {
    const { a, b, coupleId } = await makeCouple(t.app, {
      a: { startLoveDate: '2024-02-14' },
      b: { startLoveDate: '2023-01-01' },
    });
    ok(await setStartLoveDate(t.app, a.accessToken, '2024-03-01'), endpoints.updateStartLoveDate);
    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);

    t.clock.advance(30 * DAY);
    await signInAgain(t.app, a);
    await signInAgain(t.app, b);
    const bCode = await inviteCodeOf(t.app, b.accessToken);
    const again = ok(await linkRequest(t.app, a.accessToken, bCode), endpoints.linkCouple);
    expect(again.coupleId).not.toBe(coupleId);
    expect(ok(await partnerRequest(t.app, a.accessToken), endpoints.getPartner)).toMatchObject({
      startLoveDate: '2023-01-01', // b owns the code now
      isStartLoveDateUpdated: false,
    });
  });

  it('a different partner within 30 days is a new couple; the old pair can still recover later', async () => {
    const { a, b, coupleId } = await makeCouple(t.app);
    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    const c = await makeMember(t.app);
    const withC = await link(t.app, c, {
      ...a,
      inviteCode: await inviteCodeOf(t.app, a.accessToken),
    });
    expect(withC).not.toBe(coupleId);
    ok(await unlinkRequest(t.app, c.accessToken), endpoints.unlinkCouple);
    t.clock.advance(10 * DAY);
    await signInAgain(t.app, a);
    await signInAgain(t.app, b);
    const back = ok(
      await linkRequest(t.app, a.accessToken, await inviteCodeOf(t.app, b.accessToken)),
      endpoints.linkCouple,
    );
    expect(back.coupleId).toBe(coupleId);
  });
});

describe('D-day: startLoveDate', () => {
  it('an unlink between reading the couple and writing the date: the member’s own date is set', async () => {
    const { a, coupleId } = await makeCouple(t.app, { a: { startLoveDate: '2024-02-14' } });
    const db = t.database.db;
    // The service read the couple as active; the unlink commits before its write.
    const seen = { coupleId, partnerId: 0, startLoveDate: null, isStartLoveDateUpdated: false };
    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    const coupleRepo = new CoupleRepository(db);
    const couplesStub = {
      active: () => Promise.resolve(seen),
      setStartLoveDate: (id: number, date: string) => coupleRepo.setStartLoveDate(id, date),
    } as unknown as CoupleService;
    const service = new MemberService(
      new MemberRepository(db),
      ...([undefined, undefined, undefined] as unknown as [never, never, never]),
      t.clock.now,
      undefined as never,
      couplesStub,
    );
    await service.updateStartLoveDate(a.memberId, '2020-03-03');

    const [ended] = await db.select().from(couples).where(eq(couples.id, coupleId));
    expect(ended).toMatchObject({ startLoveDate: '2024-02-14', isStartLoveDateUpdated: false });
    const [own] = await db.select().from(members).where(eq(members.id, a.memberId));
    expect(own?.startLoveDate).toBe('2020-03-03');
    expect(ok(await memberRequest(t.app, a.accessToken), endpoints.getMember).startLoveDate).toBe(
      '2020-03-03',
    );
  });

  it('a new couple takes the code owner’s date; both members see it', async () => {
    const { a, b } = await makeCouple(t.app, {
      a: { startLoveDate: '2024-02-14' },
      b: { startLoveDate: '2023-01-01' },
    });
    expect(ok(await memberRequest(t.app, a.accessToken), endpoints.getMember).startLoveDate).toBe(
      '2024-02-14',
    );
    expect(ok(await memberRequest(t.app, b.accessToken), endpoints.getMember).startLoveDate).toBe(
      '2024-02-14',
    );
    expect(ok(await partnerRequest(t.app, b.accessToken), endpoints.getPartner)).toMatchObject({
      startLoveDate: '2024-02-14',
      isStartLoveDateUpdated: false,
    });
  });

  it('the caller’s date when the owner has none; null when neither has one', async () => {
    const first = await makeCouple(t.app, { b: { startLoveDate: '2022-12-25' } });
    expect(
      ok(await memberRequest(t.app, first.a.accessToken), endpoints.getMember).startLoveDate,
    ).toBe('2022-12-25');
    const second = await makeCouple(t.app);
    expect(
      ok(await memberRequest(t.app, second.a.accessToken), endpoints.getMember).startLoveDate,
    ).toBeNull();
  });

  it('PATCH while linked sets the couple’s date for both; after unlinking each has their own again', async () => {
    const { a, b } = await makeCouple(t.app, {
      a: { startLoveDate: '2024-02-14' },
      b: { startLoveDate: '2023-01-01' },
    });
    ok(await setStartLoveDate(t.app, b.accessToken, '2024-05-05'), endpoints.updateStartLoveDate);
    for (const m of [a, b]) {
      expect(ok(await memberRequest(t.app, m.accessToken), endpoints.getMember).startLoveDate).toBe(
        '2024-05-05',
      );
    }
    expect(ok(await partnerRequest(t.app, a.accessToken), endpoints.getPartner)).toMatchObject({
      startLoveDate: '2024-05-05',
      isStartLoveDateUpdated: true,
    });
    // The same validation applies (40000 for a future date) and changes nothing.
    fails(await setStartLoveDate(t.app, a.accessToken, '2099-01-01'), 40000);

    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    expect(ok(await memberRequest(t.app, a.accessToken), endpoints.getMember).startLoveDate).toBe(
      '2024-02-14',
    );
    expect(ok(await memberRequest(t.app, b.accessToken), endpoints.getMember).startLoveDate).toBe(
      '2023-01-01',
    );
  });

  it('PATCH without a partner changes only the member’s own date', async () => {
    const lone = await makeMember(t.app, { startLoveDate: '2020-01-01' });
    ok(
      await setStartLoveDate(t.app, lone.accessToken, '2021-01-01'),
      endpoints.updateStartLoveDate,
    );
    expect(
      ok(await memberRequest(t.app, lone.accessToken), endpoints.getMember).startLoveDate,
    ).toBe('2021-01-01');
  });
});

describe('the purge job', () => {
  it('erases couples ended 30 days ago or more, keeps younger ones and relinked ones', async () => {
    const old = await makeCouple(t.app);
    ok(await unlinkRequest(t.app, old.a.accessToken), endpoints.unlinkCouple);
    t.clock.advance(10 * DAY);
    const young = await makeCouple(t.app);
    ok(await unlinkRequest(t.app, young.a.accessToken), endpoints.unlinkCouple);
    const relinked = await makeCouple(t.app);
    ok(await unlinkRequest(t.app, relinked.a.accessToken), endpoints.unlinkCouple);
    ok(
      await linkRequest(
        t.app,
        relinked.a.accessToken,
        await inviteCodeOf(t.app, relinked.b.accessToken),
      ),
      endpoints.linkCouple,
    );
    const live = await makeCouple(t.app);

    const ids = async () =>
      (await t.database.db.select({ id: couples.id }).from(couples)).map((r) => r.id);

    t.clock.advance(20 * DAY - MINUTE); // old: 30 days less a minute
    await t.app.jobs.runNow('couples-purge-ended', {});
    expect(await ids()).toContain(old.coupleId);

    t.clock.advance(MINUTE); // old: exactly 30 days
    await t.app.jobs.runNow('couples-purge-ended', {});
    const after = await ids();
    expect(after).not.toContain(old.coupleId);
    expect(after).toEqual(
      expect.arrayContaining([young.coupleId, relinked.coupleId, live.coupleId]),
    );
    // Idempotent: running again changes nothing.
    await t.app.jobs.runNow('couples-purge-ended', {});
    expect((await ids()).sort()).toEqual(after.sort());

    // Past the purge, the old pair starts afresh.
    await signInAgain(t.app, old.a);
    await signInAgain(t.app, old.b);
    const fresh = ok(
      await linkRequest(t.app, old.a.accessToken, await inviteCodeOf(t.app, old.b.accessToken)),
      endpoints.linkCouple,
    );
    expect(fresh.coupleId).not.toBe(old.coupleId);
    expect(await t.database.db.select().from(couples).where(isNull(couples.endedAt))).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: fresh.coupleId })]),
    );
  });
});
