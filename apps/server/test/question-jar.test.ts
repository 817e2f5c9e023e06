import { endpoints, type Jar } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import {
  inviteCodeOf,
  link,
  makeCouple,
  makeMember,
  memberRequest,
  unlinkRequest,
  type TestMember,
} from './helpers/couple-factories';
import { bearer, fails, ok } from './helpers/http';
import { answer, bothAnswer, DAY_MS, moveClock, questions, today } from './helpers/questions';
import { jarCelebrations } from './helpers/tables';

/** The jar of words (issue 26, decision 0065): counting, the streak, milestones, the couple's life. */
let t: TestApp;
useApp((app) => (t = app), { resetClock: true });

async function jar(m: TestMember): Promise<Jar> {
  return ok(await questions(t.app, m.accessToken, 'GET', '/jar'), endpoints.getJar);
}

async function seen(m: TestMember, milestone: number): Promise<Jar> {
  return ok(
    await questions(t.app, m.accessToken, 'POST', '/jar/celebrations', { milestone }),
    endpoints.celebrateJar,
  );
}

async function coupleCount(m: TestMember) {
  return ok(await memberRequest(t.app, m.accessToken), endpoints.getMember)
    .totalCoupleQuestionCount;
}

/** Both answer `days` questions, one a Korean day (the next opens the day after both answered). */
async function answerDays(a: TestMember, b: TestMember, days: number) {
  for (let i = 0; i < days; i++) {
    await bothAnswer(t.app, a, b);
    await moveClock(t, DAY_MS, a, b);
    await today(t.app, a);
  }
}

async function readNewCodes(...ms: TestMember[]) {
  for (const m of ms) m.inviteCode = await inviteCodeOf(t.app, m.accessToken);
}

describe('counting', () => {
  it('a question counts once both answered it, the same number GET /members shows', async () => {
    const { a, b } = await makeCouple(t.app);
    expect(await jar(a)).toEqual({
      count: 0,
      streak: 0,
      bestStreak: 0,
      nextMilestone: 10,
      celebrate: null,
    });
    await answer(t.app, a, '나만 답했어요');
    expect((await jar(a)).count).toBe(0);
    expect((await jar(b)).count).toBe(0);
    await answer(t.app, b, '나도 답했어');
    expect(await jar(b)).toMatchObject({ count: 1, streak: 1, bestStreak: 1 });
    expect(await jar(a)).toMatchObject({ count: 1, streak: 1 });
    expect(await coupleCount(a)).toBe(1);
  });

  it('is a couple’s: a member without a partner gets 40301', async () => {
    const m = await makeMember(t.app);
    fails(await questions(t.app, m.accessToken, 'GET', '/jar'), 40301);
    fails(
      await questions(t.app, m.accessToken, 'POST', '/jar/celebrations', { milestone: 10 }),
      40301,
    );
  });

  it('refuses a milestone that is not one', async () => {
    const { a } = await makeCouple(t.app);
    fails(
      await questions(t.app, a.accessToken, 'POST', '/jar/celebrations', { milestone: 11 }),
      40000,
    );
  });
});

describe('the streak (Korean days)', () => {
  it('counts days in a row across Korea’s midnight, not UTC’s, and breaks after a missed day', async () => {
    const { a, b } = await makeCouple(t.app);
    // 23:50 in Korea (14:50 UTC): day one.
    await moveClock(t, '2026-11-24T23:50:00+09:00', a, b);
    await today(t.app, a);
    await bothAnswer(t.app, a, b);
    expect(await jar(a)).toMatchObject({ count: 1, streak: 1, bestStreak: 1 });
    // 00:10 in Korea the next day (15:10 UTC, the same UTC day): day two.
    await moveClock(t, '2026-11-25T00:10:00+09:00', a, b);
    expect((await today(t.app, a)).level).toBe(2);
    await bothAnswer(t.app, a, b);
    expect(await jar(b)).toMatchObject({ count: 2, streak: 2, bestStreak: 2 });
    // Through the next day the streak still stands (that day is not over).
    await moveClock(t, '2026-11-26T23:59:00+09:00', a, b);
    expect(await jar(a)).toMatchObject({ streak: 2, bestStreak: 2 });
    // Only one answered on the 26th: at midnight of the 27th it is broken.
    await moveClock(t, '2026-11-27T00:00:30+09:00', a, b);
    expect(await jar(a)).toMatchObject({ count: 2, streak: 0, bestStreak: 2 });
    // Answering again starts a new run; the best stays.
    await today(t.app, a);
    await bothAnswer(t.app, a, b);
    expect(await jar(a)).toMatchObject({ count: 3, streak: 1, bestStreak: 2 });
  });

  it('a question answered by one today and the other tomorrow counts on the second day', async () => {
    const { a, b } = await makeCouple(t.app);
    await moveClock(t, '2026-11-24T22:00:00+09:00', a, b);
    await answer(t.app, a, '먼저 답해요');
    await moveClock(t, '2026-11-25T09:00:00+09:00', a, b);
    await answer(t.app, b, '다음 날 답해요');
    await moveClock(t, '2026-11-26T23:00:00+09:00', a, b);
    expect(await jar(a)).toMatchObject({ count: 1, streak: 1 });
    await moveClock(t, '2026-11-27T00:30:00+09:00', a, b);
    expect(await jar(a)).toMatchObject({ count: 1, streak: 0, bestStreak: 1 });
  });
});

describe('milestones, relink, a new partner, withdrawal', () => {
  it('each member sees a milestone celebrated once; a relink keeps the jar; a new partner restarts it', async () => {
    const { a, b, coupleId } = await makeCouple(t.app);
    await answerDays(a, b, 9);
    expect(await jar(a)).toMatchObject({ count: 9, celebrate: null, nextMilestone: 10 });
    await bothAnswer(t.app, a, b);
    expect(await jar(a)).toMatchObject({ count: 10, streak: 10, celebrate: 10, nextMilestone: 30 });
    expect((await jar(b)).celebrate).toBe(10);

    expect((await seen(a, 10)).celebrate).toBeNull();
    expect((await jar(a)).celebrate).toBeNull();
    expect((await jar(b)).celebrate).toBe(10);
    // Idempotent, and a milestone not reached yet marks only what was reached.
    expect((await seen(a, 10)).celebrate).toBeNull();
    expect((await seen(b, 30)).celebrate).toBeNull();
    const rows = await t.database.db
      .select()
      .from(jarCelebrations)
      .where(eq(jarCelebrations.coupleId, coupleId));
    expect(rows.map((r) => [r.memberId, r.milestone]).sort()).toEqual(
      [
        [a.memberId, 10],
        [b.memberId, 10],
      ].sort(),
    );

    // Unlinked and back within 30 days: the same jar, nothing celebrated twice.
    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    fails(await questions(t.app, a.accessToken, 'GET', '/jar'), 40301);
    await moveClock(t, 10 * DAY_MS, a, b);
    await readNewCodes(a, b);
    expect(await link(t.app, a, b)).toBe(coupleId);
    expect(await jar(a)).toMatchObject({ count: 10, celebrate: null, streak: 0, bestStreak: 10 });
    expect((await jar(b)).celebrate).toBeNull();

    // A new partner: a new couple, an empty jar that celebrates again.
    ok(await unlinkRequest(t.app, b.accessToken), endpoints.unlinkCouple);
    const c = await makeMember(t.app);
    await readNewCodes(a);
    expect(await link(t.app, c, a)).not.toBe(coupleId);
    expect(await jar(a)).toEqual({
      count: 0,
      streak: 0,
      bestStreak: 0,
      nextMilestone: 10,
      celebrate: null,
    });
    expect(await jar(c)).toMatchObject({ count: 0 });
  });

  it('a withdrawn partner’s celebrations go; the one left has no jar until a new partner', async () => {
    const { a, b } = await makeCouple(t.app);
    await answerDays(a, b, 10);
    await seen(a, 10);
    await seen(b, 10);
    ok(
      await t.app.inject({ method: 'DELETE', url: '/api/members', headers: bearer(b.accessToken) }),
      endpoints.withdraw,
    );
    const left = await t.database.db
      .select()
      .from(jarCelebrations)
      .where(eq(jarCelebrations.memberId, b.memberId));
    expect(left).toEqual([]);
    fails(await questions(t.app, a.accessToken, 'GET', '/jar'), 40301);
    const c = await makeMember(t.app);
    await readNewCodes(a);
    await link(t.app, c, a);
    expect(await jar(a)).toMatchObject({ count: 0, celebrate: null });
  });
});
