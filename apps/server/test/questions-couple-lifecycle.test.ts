import { endpoints } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupleQuestions, questionAnswers } from './helpers/tables';
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
import { fails, ok } from './helpers/http';
import {
  answer,
  answerRequest,
  answersOf,
  bothAnswer,
  DAY_MS,
  editRequest,
  moveClock,
  questions,
  today,
} from './helpers/questions';

/** The solo question, its move on link, unlink hiding, recovery and the purge (DESIGN 7, 8). */
let t: TestApp;
useApp((app) => (t = app), { resetClock: true });

/** After an unlink both members have new invite codes. */
async function readNewCodes(...ms: TestMember[]) {
  for (const m of ms) m.inviteCode = await inviteCodeOf(t.app, m.accessToken);
}

async function coupleCount(token: string) {
  return ok(await memberRequest(t.app, token), endpoints.getMember).totalCoupleQuestionCount;
}

describe('a member without a partner', () => {
  it('has an own level-1 question, may answer and edit it; partner is null', async () => {
    const m = await makeMember(t.app, { nickname: '혼자' });
    const q = await today(t.app, m);
    expect(q).toMatchObject({ level: 1, meAnswered: false, partnerAnswered: false });
    expect(await answer(t.app, m, '혼자 쓴 답')).toBe(q.coupleQuestionId);
    fails(await answerRequest(t.app, m, '또'), 40302);
    ok(await editRequest(t.app, m, '고친 혼자 답'), endpoints.editTodayAnswer);
    const answers = await answersOf(t.app, m, q.coupleQuestionId);
    expect(answers.me).toEqual({
      nickname: '혼자',
      answer: '고친 혼자 답',
      answered: true,
      updatable: true,
    });
    expect(answers.partner).toBeNull();
    // No next question without a partner, however many days pass.
    await moveClock(t, 2 * DAY_MS, m);
    expect((await today(t.app, m)).coupleQuestionId).toBe(q.coupleQuestionId);
    fails(await questions(t.app, m.accessToken, 'GET', ''), 40301);
  });

  it('another member’s solo question is 40302', async () => {
    const m = await makeMember(t.app);
    const other = await makeMember(t.app);
    const q = await today(t.app, m);
    fails(
      await questions(t.app, other.accessToken, 'GET', `/${q.coupleQuestionId}/answers`),
      40302,
    );
  });
});

describe('linking moves solo answers into the new couple’s level 1', () => {
  it('one solo answer: the partner sees it as answered (text after answering)', async () => {
    const a = await makeMember(t.app);
    const b = await makeMember(t.app);
    const solo = await today(t.app, a);
    await answer(t.app, a, '혼자일 때 쓴 답');
    await today(t.app, b);
    await link(t.app, b, a);
    const q = await today(t.app, b);
    expect(q).toMatchObject({ level: 1, meAnswered: false, partnerAnswered: true });
    expect(q.coupleQuestionId).not.toBe(solo.coupleQuestionId);
    expect(await today(t.app, a)).toMatchObject({ meAnswered: true, partnerAnswered: false });
    expect((await answersOf(t.app, b, q.coupleQuestionId)).partner).toMatchObject({
      answer: null,
      answered: true,
    });
    await answer(t.app, b, '같이 쓴 답');
    expect((await answersOf(t.app, b, q.coupleQuestionId)).partner?.answer).toBe('혼자일 때 쓴 답');
    // The solo question is gone.
    fails(await questions(t.app, a.accessToken, 'GET', `/${solo.coupleQuestionId}/answers`), 40012);
  });

  it('both answered solo: both answers move and the question counts as answered by both', async () => {
    const a = await makeMember(t.app);
    const b = await makeMember(t.app);
    await answer(t.app, a, '가의 답');
    await answer(t.app, b, '나의 답');
    await link(t.app, a, b);
    const q = await today(t.app, a);
    expect(q).toMatchObject({ level: 1, meAnswered: true, partnerAnswered: true });
    expect((await answersOf(t.app, a, q.coupleQuestionId)).partner?.answer).toBe('나의 답');
    expect(await coupleCount(a.accessToken)).toBe(1);
    await moveClock(t, DAY_MS, a, b);
    expect((await today(t.app, b)).level).toBe(2);
  });
});

describe('unlink, recovery and the purge', () => {
  it('after an unlink the couple’s questions are hidden from both; each gets a solo question', async () => {
    const { a, b } = await makeCouple(t.app);
    const shared = await bothAnswer(t.app, a, b);
    expect(await coupleCount(b.accessToken)).toBe(1);
    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    for (const m of [a, b]) {
      fails(await questions(t.app, m.accessToken, 'GET', `/${shared}/answers`), 40302);
      fails(await questions(t.app, m.accessToken, 'GET', '/1'), 40301);
      const solo = await today(t.app, m);
      expect(solo).toMatchObject({ level: 1, meAnswered: false, partnerAnswered: false });
      expect(solo.coupleQuestionId).not.toBe(shared);
      expect(await coupleCount(m.accessToken)).toBe(0);
    }
    // The ex-partner cannot read the other's new solo question either.
    const soloOfA = await today(t.app, a);
    fails(
      await questions(t.app, b.accessToken, 'GET', `/${soloOfA.coupleQuestionId}/answers`),
      40302,
    );
  });

  it('a recovered couple gets its questions and answers back; solo answers written apart are dropped', async () => {
    const { a, b, coupleId } = await makeCouple(t.app);
    const first = await bothAnswer(t.app, a, b, ['가 첫 답', '나 첫 답']);
    await moveClock(t, DAY_MS, a, b);
    const second = await today(t.app, a);
    await answer(t.app, b, '나 둘째 답');
    ok(await unlinkRequest(t.app, b.accessToken), endpoints.unlinkCouple);
    await moveClock(t, 10 * DAY_MS, a, b);
    const solo = await today(t.app, a);
    await answer(t.app, a, '헤어져 있을 때 답');
    await readNewCodes(a, b);
    expect(await link(t.app, a, b)).toBe(coupleId);

    const back = await today(t.app, a);
    expect(back).toMatchObject({
      coupleQuestionId: second.coupleQuestionId,
      level: 2,
      meAnswered: false,
      partnerAnswered: true,
    });
    expect((await answersOf(t.app, b, first)).partner?.answer).toBe('가 첫 답');
    expect(await coupleCount(a.accessToken)).toBe(1);
    fails(await questions(t.app, a.accessToken, 'GET', `/${solo.coupleQuestionId}/answers`), 40012);
    const rows = await t.database.db
      .select()
      .from(coupleQuestions)
      .where(eq(coupleQuestions.soloMemberId, a.memberId));
    expect(rows).toEqual([]);
  });

  it('the 30-day purge erases the ended couple’s questions and answers', async () => {
    const { a, b, coupleId } = await makeCouple(t.app);
    const shared = await bothAnswer(t.app, a, b);
    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    await moveClock(t, 30 * DAY_MS + 60_000, a, b);
    await t.app.appJobs.couplesPurgeEnded.runNow({});
    const db = t.database.db;
    expect(
      await db.select().from(coupleQuestions).where(eq(coupleQuestions.coupleId, coupleId)),
    ).toEqual([]);
    expect(
      await db.select().from(questionAnswers).where(eq(questionAnswers.coupleQuestionId, shared)),
    ).toEqual([]);
    fails(await questions(t.app, a.accessToken, 'GET', `/${shared}/answers`), 40012);
    // Linking again starts a new couple at level 1.
    await readNewCodes(a, b);
    const again = await link(t.app, b, a);
    expect(again).not.toBe(coupleId);
    expect(await today(t.app, a)).toMatchObject({ level: 1, meAnswered: false });
  });
});
