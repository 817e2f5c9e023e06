import { endpoints } from '@dama/contract';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CoupleRepository } from '../src/modules/couple/repository';
import type { CoupleService } from '../src/modules/couple';
import { MemberRepository } from '../src/modules/member/repository';
import type { PartnerUpdates } from '../src/modules/member/partner-updates';
import { MemberService } from '../src/modules/member/service';
import { couples, members, notifications } from './helpers/tables';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
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
import { fails, memberCall, ok } from './helpers/http';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;

let t: TestApp;
// Every test starts at the same moment; rate-limit windows of earlier tests belong to other
// members, so they never interfere.
useApp((app) => (t = app), { resetClock: true });

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
        payload: { coupleId, partnerNickname: '떠나요', reason: 'UNLINK' },
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
      // b owns the code now, and kept the old couple's last date as their own (DESIGN 7).
      startLoveDate: '2024-03-01',
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
      undefined as never,
      undefined as never,
      t.clock.now,
      undefined as never,
      couplesStub,
      undefined as never,
      { announce: () => Promise.resolve() } as unknown as PartnerUpdates,
      undefined as never,
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

  it('PATCH while linked sets the couple’s date for both; after unlinking each keeps it', async () => {
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

    // DESIGN 7: when a couple ends, each member keeps the couple's last date as their own.
    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    for (const m of [a, b]) {
      expect(ok(await memberRequest(t.app, m.accessToken), endpoints.getMember).startLoveDate).toBe(
        '2024-05-05',
      );
    }
  });

  it('a couple with no date ends leaving each member’s own date as it was', async () => {
    const { a, b } = await makeCouple(t.app, { a: {}, b: {} });
    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    for (const m of [a, b]) {
      expect(ok(await memberRequest(t.app, m.accessToken), endpoints.getMember).startLoveDate).toBe(
        null,
      );
    }
  });

  it('the partner of a member who withdraws keeps the couple’s date', async () => {
    const { a, b } = await makeCouple(t.app, {
      a: { startLoveDate: '2024-02-14' },
      b: { startLoveDate: '2023-01-01' },
    });
    ok(await setStartLoveDate(t.app, a.accessToken, '2024-06-01'), endpoints.updateStartLoveDate);
    ok(await memberCall(t.app, a.accessToken, 'DELETE', '/api/members'), endpoints.withdraw);
    expect(ok(await memberRequest(t.app, b.accessToken), endpoints.getMember).startLoveDate).toBe(
      '2024-06-01',
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
    await t.app.appJobs.couplesPurgeEnded.runNow({});
    expect(await ids()).toContain(old.coupleId);

    t.clock.advance(MINUTE); // old: exactly 30 days
    await t.app.appJobs.couplesPurgeEnded.runNow({});
    const after = await ids();
    expect(after).not.toContain(old.coupleId);
    expect(after).toEqual(
      expect.arrayContaining([young.coupleId, relinked.coupleId, live.coupleId]),
    );
    // Idempotent: running again changes nothing.
    await t.app.appJobs.couplesPurgeEnded.runNow({});
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
