import { endpoints } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { QUESTION_BANK, questionForLevel, questionTitle } from '../src/modules/question/bank';
import { coupleQuestions } from './helpers/tables';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { makeCouple } from './helpers/couple-factories';
import { fails, ok } from './helpers/http';
import {
  answer,
  answersOf,
  book,
  bothAnswer,
  DAY_MS,
  editRequest,
  moveClock,
  questions,
  today,
} from './helpers/questions';

/** DESIGN 8's day rule on the movable clock (the test clock starts 2026-11-21 14:00 in Korea). */
let t: TestApp;
useApp((app) => (t = app), { resetClock: true });

describe('the next question opens on a later Korean day after both answered', () => {
  it('not before midnight in Korea; the first read at 00:00 KST opens level 2 and closes level 1', async () => {
    const { a, b } = await makeCouple(t.app);
    const first = await bothAnswer(t.app, a, b);
    expect((await today(t.app, a)).level).toBe(1);
    ok(await editRequest(t.app, a, '같은 날에는 고칠 수 있어요'), endpoints.editTodayAnswer);
    await moveClock(t, '2026-11-21T14:59:59.999Z', a, b); // 23:59:59.999 in Korea
    expect((await today(t.app, b)).level).toBe(1);

    await moveClock(t, '2026-11-21T15:00:00.000Z', a, b); // 00:00 on the 22nd in Korea
    const second = await today(t.app, b);
    expect(second).toMatchObject({
      level: 2,
      title: questionTitle(2),
      content: questionForLevel(2),
      meAnswered: false,
      partnerAnswered: false,
      createdAt: '2026-11-22T00:00:00.000+09:00',
    });
    expect((await today(t.app, a)).coupleQuestionId).toBe(second.coupleQuestionId);

    // Level 1 is closed: read-only for both, its answers kept; PATCH now targets level 2.
    for (const m of [a, b]) {
      const old = await answersOf(t.app, m, first);
      expect(old.me).toMatchObject({ answered: true, updatable: false });
      expect(old.partner).toMatchObject({ answered: true, updatable: false });
      fails(await editRequest(t.app, m, '닫힌 뒤에 고치기'), 40302);
    }
    expect((await answersOf(t.app, a, first)).me.answer).toBe('같은 날에는 고칠 수 있어요');
    const level1 = ok(
      await questions(t.app, a.accessToken, 'GET', '/1'),
      endpoints.getQuestionByLevel,
    );
    expect(level1).toMatchObject({ meAnswered: true, partnerAnswered: true });
    expect((await book(t.app, a)).list.map((q) => q.level)).toEqual([1, 2]);
  });

  it('the Korean day counts, not the UTC one', async () => {
    const { a, b } = await makeCouple(t.app);
    // Both answer at 00:30 on the 22nd in Korea (still the 21st in UTC).
    await moveClock(t, '2026-11-21T15:30:00.000Z', a, b);
    await bothAnswer(t.app, a, b);
    // 20:00 the same Korean day (the 22nd in UTC too): no new question.
    await moveClock(t, '2026-11-22T11:00:00.000Z', a, b);
    expect((await today(t.app, a)).level).toBe(1);
    // 08:00 on the 23rd in Korea (still the 22nd in UTC): level 2.
    await moveClock(t, '2026-11-22T23:00:00.000Z', a, b);
    expect((await today(t.app, a)).level).toBe(2);
  });

  it('across a month end: answered on 30 November, opened on 1 December', async () => {
    const { a, b } = await makeCouple(t.app);
    await moveClock(t, '2026-11-30T13:00:00.000Z', a, b); // 22:00 on the 30th in Korea
    await bothAnswer(t.app, a, b);
    await moveClock(t, '2026-11-30T14:59:00.000Z', a, b);
    expect((await today(t.app, b)).level).toBe(1);
    await moveClock(t, '2026-12-01T00:00:00.000Z', a, b); // 09:00 on 1 December in Korea
    const next = await today(t.app, b);
    expect(next).toMatchObject({ level: 2, createdAt: '2026-12-01T09:00:00.000+09:00' });
  });

  it('only one partner answered: no new question, however many days pass', async () => {
    const { a, b } = await makeCouple(t.app);
    const first = await answer(t.app, a, '나만 답했어요');
    await moveClock(t, 3 * DAY_MS, a, b);
    expect((await today(t.app, a)).coupleQuestionId).toBe(first);
    expect((await today(t.app, b)).level).toBe(1);
    // The other answers days later: still level 1 that day, level 2 the next.
    await answer(t.app, b, '늦게 답했어요');
    expect((await today(t.app, a)).level).toBe(1);
    await moveClock(t, DAY_MS, a, b);
    expect((await today(t.app, a)).level).toBe(2);
  });

  it('one question a day: after days without reading, the read opens only level + 1', async () => {
    const { a, b } = await makeCouple(t.app);
    await bothAnswer(t.app, a, b);
    await moveClock(t, 5 * DAY_MS, a, b);
    expect((await today(t.app, a)).level).toBe(2);
    expect((await today(t.app, a)).level).toBe(2);
    await bothAnswer(t.app, a, b);
    expect((await today(t.app, b)).level).toBe(2);
    await moveClock(t, DAY_MS, a, b);
    expect((await today(t.app, b)).level).toBe(3);
    expect((await book(t.app, a)).totalCount).toBe(3);
  });

  it('past the end of the bank it repeats with new rows, the level counting on', async () => {
    const { a, b, coupleId } = await makeCouple(t.app);
    await today(t.app, a);
    const end = QUESTION_BANK.length;
    const now = t.clock.now();
    await t.database.db.insert(coupleQuestions).values(
      Array.from({ length: end - 1 }, (_, i) => ({
        coupleId,
        level: i + 2,
        createdAt: now,
        ...(i + 2 < end ? { completedAt: now, closedAt: now } : {}),
      })),
    );
    // Rows written behind the app's back: its cached reads of the couple are dropped by hand.
    await t.app.readCache.invalidate([a.memberId, b.memberId]);
    const last = await today(t.app, a);
    expect(last).toMatchObject({ level: end, content: questionForLevel(end) });
    await bothAnswer(t.app, a, b);
    await moveClock(t, DAY_MS, a, b);
    const again = await today(t.app, b);
    expect(again).toMatchObject({
      level: end + 1,
      title: questionTitle(end + 1),
      content: questionForLevel(end + 1),
    });
    expect(again.content).toBe(QUESTION_BANK[0]);
    expect(again.coupleQuestionId).not.toBe(
      (await questions(t.app, a.accessToken, 'GET', '/1')).json<{
        data: { coupleQuestionId: number };
      }>().data.coupleQuestionId,
    );
    expect(await answer(t.app, a, '두 번째 바퀴')).toBe(again.coupleQuestionId);
  });
});
