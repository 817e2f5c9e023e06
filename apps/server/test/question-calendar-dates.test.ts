import { endpoints } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { makeCouple } from './helpers/couple-factories';
import { ok } from './helpers/http';
import { answer, book, moveClock, questions, today } from './helpers/questions';

/**
 * The calendar's real dates (issue 26, decision 0070): each question says the Korean day both had
 * answered (the second answer's day), in the book, by level and today; null until then.
 */
let t: TestApp;
useApp((app) => (t = app), { resetClock: true });

describe('answeredTogetherOn', () => {
  it('is the Korean day of the second answer, across midnight in Korea', async () => {
    const { a, b } = await makeCouple(t.app);
    await moveClock(t, '2026-11-21T14:50:00.000Z', a, b); // 23:50 on the 21st in Korea
    const first = await answer(t.app, a, '먼저 쓴 답');
    expect((await today(t.app, a)).answeredTogetherOn).toBeNull();
    await moveClock(t, '2026-11-21T15:10:00.000Z', a, b); // 00:10 on the 22nd in Korea
    // The 22nd's first read opened no new question yet: level 1 is still today's.
    await answer(t.app, b, '나중에 쓴 답');
    expect((await today(t.app, a)).answeredTogetherOn).toBe('2026-11-22');

    // The next day: level 2 opens; level 1 keeps its day in the book and by level.
    await moveClock(t, '2026-11-22T15:00:00.000Z', a, b);
    const second = await today(t.app, b);
    expect(second).toMatchObject({ level: 2, answeredTogetherOn: null });
    const list = (await book(t.app, a)).list;
    expect(list.map((q) => [q.coupleQuestionId, q.answeredTogetherOn])).toEqual([
      [first, '2026-11-22'],
      [second.coupleQuestionId, null],
    ]);
    const byLevel = ok(
      await questions(t.app, b.accessToken, 'GET', '/1'),
      endpoints.getQuestionByLevel,
    );
    expect(byLevel.answeredTogetherOn).toBe('2026-11-22');
  });
});
