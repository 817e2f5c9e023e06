import { endpoints } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupleQuestions } from './helpers/tables';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { linkRequest, makeCouple, makeMember, memberRequest } from './helpers/couple-factories';
import { fails, ok } from './helpers/http';
import {
  answerRequest,
  answersOf,
  bothAnswer,
  DAY_MS,
  moveClock,
  questions,
  today,
} from './helpers/questions';

/**
 * Requests at the same moment (DESIGN 8, 16): the unique (couple, level) index with
 * insert-on-conflict opens exactly one next question; the row lock keeps both answers. The same
 * file runs on PostgreSQL in `npm run test:services`.
 */
let t: TestApp;
useApp((app) => (t = app), { resetClock: true });

async function rowsOf(coupleId: number) {
  return t.database.db.select().from(coupleQuestions).where(eq(coupleQuestions.coupleId, coupleId));
}

describe('the first read of a new day by both partners at once', () => {
  it('opens exactly one next question, the same for every reader', async () => {
    const { a, b, coupleId } = await makeCouple(t.app);
    await bothAnswer(t.app, a, b);
    await moveClock(t, DAY_MS, a, b);
    const reads = await Promise.all([
      today(t.app, a),
      today(t.app, b),
      today(t.app, a),
      today(t.app, b),
    ]);
    expect(new Set(reads.map((q) => q.coupleQuestionId)).size).toBe(1);
    expect(reads.every((q) => q.level === 2)).toBe(true);
    const rows = await rowsOf(coupleId);
    expect(rows.map((r) => r.level).sort()).toEqual([1, 2]);
    expect(rows.filter((r) => r.closedAt !== null).map((r) => r.level)).toEqual([1]);
  });

  it('a member without a partner reading at once gets one solo question', async () => {
    const m = await makeMember(t.app);
    const reads = await Promise.all([today(t.app, m), today(t.app, m), today(t.app, m)]);
    expect(new Set(reads.map((q) => q.coupleQuestionId)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(coupleQuestions)
      .where(eq(coupleQuestions.soloMemberId, m.memberId));
    expect(rows).toHaveLength(1);
  });
});

describe('answers at the same moment', () => {
  it('both partners answering at once: both kept, the question answered by both', async () => {
    const { a, b } = await makeCouple(t.app);
    const q = await today(t.app, a);
    const [ra, rb] = await Promise.all([
      answerRequest(t.app, a, '동시에 쓴 가의 답'),
      answerRequest(t.app, b, '동시에 쓴 나의 답'),
    ]);
    expect(ok(ra, endpoints.answerTodayQuestion).coupleQuestionId).toBe(q.coupleQuestionId);
    expect(ok(rb, endpoints.answerTodayQuestion).coupleQuestionId).toBe(q.coupleQuestionId);
    const seen = await answersOf(t.app, a, q.coupleQuestionId);
    expect(seen.me.answer).toBe('동시에 쓴 가의 답');
    expect(seen.partner?.answer).toBe('동시에 쓴 나의 답');
    const me = ok(await memberRequest(t.app, b.accessToken), endpoints.getMember);
    expect(me.totalCoupleQuestionCount).toBe(1);
    await moveClock(t, DAY_MS, a, b);
    expect((await today(t.app, b)).level).toBe(2);
  });

  it('many couples answering at once: every question ends answered by both', async () => {
    const pairs = await Promise.all(Array.from({ length: 6 }, () => makeCouple(t.app)));
    await Promise.all(pairs.map(({ a }) => today(t.app, a)));
    await Promise.all(
      pairs.flatMap(({ a, b }) => [
        answerRequest(t.app, a, '가의 답'),
        answerRequest(t.app, b, '나의 답'),
      ]),
    );
    const counts = await Promise.all(
      pairs.map(
        async ({ a }) =>
          ok(await memberRequest(t.app, a.accessToken), endpoints.getMember)
            .totalCoupleQuestionCount,
      ),
    );
    expect(counts).toEqual(pairs.map(() => 1));
  });

  it('the same member answering twice at once: one answer, the other 40302', async () => {
    const { a } = await makeCouple(t.app);
    const results = await Promise.all([
      answerRequest(t.app, a, '첫 번째'),
      answerRequest(t.app, a, '두 번째'),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 403]);
    fails(
      results.find((r) => r.statusCode === 403)!,
      40302,
    );
    const q = await today(t.app, a);
    const kept = (await answersOf(t.app, a, q.coupleQuestionId)).me.answer;
    const winner = results.findIndex((r) => r.statusCode === 200);
    expect(kept).toBe(winner === 0 ? '첫 번째' : '두 번째');
  });

  it('a solo answer racing the link is kept: moved into the couple or written to it', async () => {
    const a = await makeMember(t.app);
    const b = await makeMember(t.app);
    await today(t.app, a);
    const [written, linked] = await Promise.all([
      answerRequest(t.app, a, '연결되는 순간의 답'),
      linkRequest(t.app, b.accessToken, a.inviteCode),
    ]);
    ok(linked, endpoints.linkCouple);
    const { coupleQuestionId } = ok(written, endpoints.answerTodayQuestion);
    const q = await today(t.app, b);
    expect(q).toMatchObject({ level: 1, partnerAnswered: true });
    const seen = await answersOf(t.app, a, q.coupleQuestionId);
    expect(seen.me.answer).toBe('연결되는 순간의 답');
    expect([q.coupleQuestionId, seen.coupleQuestionId]).toContain(q.coupleQuestionId);
    expect(coupleQuestionId).toBeGreaterThan(0);
  });

  it('an answer racing the next day’s first read lands on one question, never lost', async () => {
    const { a, b } = await makeCouple(t.app);
    await bothAnswer(t.app, a, b);
    await moveClock(t, DAY_MS, a, b);
    const [read, written] = await Promise.all([
      today(t.app, a),
      answerRequest(t.app, b, '새 날의 답'),
    ]);
    const result = written.statusCode === 200 ? 'answered' : 'rejected';
    // Either the answer reached level 2 (opened first) or level 1 refused it (already answered).
    if (result === 'answered') {
      expect(ok(written, endpoints.answerTodayQuestion).coupleQuestionId).toBe(
        read.coupleQuestionId,
      );
    } else {
      fails(written, 40302);
    }
    expect(
      (await questions(t.app, a.accessToken, 'GET', '')).json<{ data: { totalCount: number } }>()
        .data.totalCount,
    ).toBe(2);
  });
});
