import { endpoints, QUESTION_BOOK_PAGE_SIZE } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { questionForLevel, questionTitle } from '../src/modules/question/bank';
import { coupleQuestions } from './helpers/tables';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { makeCouple, makeMember } from './helpers/couple-factories';
import { fails, ok } from './helpers/http';
import {
  answer,
  answerRequest,
  answersOf,
  book,
  editRequest,
  questions,
  today,
} from './helpers/questions';

/** Every endpoint of CONTRACT 4.5 with its errors, and the privacy rule. */
let t: TestApp;
useApp((app) => (t = app), { resetClock: true });

describe('GET /questions/today', () => {
  it('a new couple’s today question is level 1 from the bank, the same for both', async () => {
    const { a, b } = await makeCouple(t.app);
    const q = await today(t.app, a);
    expect(q).toMatchObject({
      level: 1,
      title: questionTitle(1),
      content: questionForLevel(1),
      meAnswered: false,
      partnerAnswered: false,
    });
    expect(q.createdAt).toMatch(/^2026-11-21T14:00:00\.\d{3}\+09:00$/);
    expect((await today(t.app, b)).coupleQuestionId).toBe(q.coupleQuestionId);
  });

  it('meAnswered / partnerAnswered follow each side', async () => {
    const { a, b } = await makeCouple(t.app);
    await answer(t.app, a, '나는 이렇게 생각해');
    expect(await today(t.app, a)).toMatchObject({ meAnswered: true, partnerAnswered: false });
    expect(await today(t.app, b)).toMatchObject({ meAnswered: false, partnerAnswered: true });
  });

  it('needs a signed-in member (40100)', async () => {
    fails(await t.app.inject({ method: 'GET', url: '/api/questions/today' }), 40100);
  });
});

describe('GET /questions (the book)', () => {
  it('a member without a partner gets 40301', async () => {
    const m = await makeMember(t.app);
    fails(await questions(t.app, m.accessToken, 'GET', ''), 40301);
  });

  it('ascending level, 30 a page by default, paged with page and size', async () => {
    const { a, coupleId } = await makeCouple(t.app);
    await today(t.app, a);
    const db = t.database.db;
    const extra = Array.from({ length: 34 }, (_, i) => ({
      coupleId,
      level: i + 2,
      createdAt: t.clock.now(),
      closedAt: t.clock.now(),
    }));
    await db.insert(coupleQuestions).values(extra);
    const first = await book(t.app, a);
    expect(first).toMatchObject({ page: 0, size: QUESTION_BOOK_PAGE_SIZE, totalCount: 35 });
    expect(first.list.map((q) => q.level)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const second = await book(t.app, a, '?page=1');
    expect(second).toMatchObject({ page: 1, size: 5, totalCount: 35 });
    expect(second.list.map((q) => q.level)).toEqual([31, 32, 33, 34, 35]);
    const small = await book(t.app, a, '?page=2&size=4');
    expect(small.list.map((q) => q.level)).toEqual([9, 10, 11, 12]);
    expect(small.list[0]).toMatchObject({ title: questionTitle(9), content: questionForLevel(9) });
    fails(await questions(t.app, a.accessToken, 'GET', '?size=0'), 40000);
    fails(await questions(t.app, a.accessToken, 'GET', '?page=-1'), 40000);
  });

  it('shows who answered each level', async () => {
    const { a, b } = await makeCouple(t.app);
    await answer(t.app, b, '먼저 답해요');
    const [q] = (await book(t.app, a)).list;
    expect(q).toMatchObject({ level: 1, meAnswered: false, partnerAnswered: true });
  });
});

describe('GET /questions/{level}', () => {
  it('returns a reached level; 40012 for one not reached; 40301 without a partner', async () => {
    const { a } = await makeCouple(t.app);
    const first = await today(t.app, a);
    const byLevel = ok(
      await questions(t.app, a.accessToken, 'GET', '/1'),
      endpoints.getQuestionByLevel,
    );
    expect(byLevel).toEqual(first);
    fails(await questions(t.app, a.accessToken, 'GET', '/2'), 40012);
    fails(await questions(t.app, a.accessToken, 'GET', '/abc'), 40000);
    const solo = await makeMember(t.app);
    fails(await questions(t.app, solo.accessToken, 'GET', '/1'), 40301);
  });
});

describe('POST /questions/today/answers', () => {
  it('answers once: a second answer is 40302 and keeps the first', async () => {
    const { a } = await makeCouple(t.app);
    const id = await answer(t.app, a, '  처음 쓴 답  ');
    expect(id).toBe((await today(t.app, a)).coupleQuestionId);
    fails(await answerRequest(t.app, a, '다시 쓴 답'), 40302);
    expect((await answersOf(t.app, a, id)).me).toMatchObject({
      answer: '처음 쓴 답',
      answered: true,
      updatable: true,
    });
  });

  it('40000 for an empty, blank, too long, non-text or missing answer', async () => {
    const { a } = await makeCouple(t.app);
    for (const bad of ['', '   ', 'ㄱ'.repeat(201), 42, null, 'a\u0000b']) {
      const message = fails(await answerRequest(t.app, a, bad), 40000);
      expect(message).toBeTruthy();
    }
    fails(await questions(t.app, a.accessToken, 'POST', '/today/answers', {}), 40000);
    expect(await answer(t.app, a, '가'.repeat(200))).toBeGreaterThan(0);
  });
});

describe('PATCH /questions/today/answers', () => {
  it('edits the caller’s answer; 40302 before answering; 40000 for a bad answer', async () => {
    const { a, b } = await makeCouple(t.app);
    fails(await editRequest(t.app, a, '아직 안 썼어요'), 40302);
    const id = await answer(t.app, a, '처음');
    fails(await editRequest(t.app, a, ' '), 40000);
    const edited = ok(await editRequest(t.app, a, '고친 답'), endpoints.editTodayAnswer);
    expect(edited.coupleQuestionId).toBe(id);
    expect((await answersOf(t.app, a, id)).me.answer).toBe('고친 답');
    fails(await editRequest(t.app, b, '연인은 아직'), 40302);
  });
});

describe('GET /questions/{id}/answers and the privacy rule', () => {
  it('the partner’s text stays null until the caller answered; `answered` still tells', async () => {
    const { a, b } = await makeCouple(t.app, { a: { nickname: '하나' }, b: { nickname: '두리' } });
    const id = await answer(t.app, a, '하나의 비밀 답');
    const seenByB = await answersOf(t.app, b, id);
    expect(seenByB).toMatchObject({
      coupleQuestionId: id,
      level: 1,
      title: questionTitle(1),
      content: questionForLevel(1),
      me: { nickname: '두리', answer: null, answered: false, updatable: false },
      partner: { nickname: '하나', answer: null, answered: true, updatable: false },
    });
    const seenByA = await answersOf(t.app, a, id);
    expect(seenByA.me).toEqual({
      nickname: '하나',
      answer: '하나의 비밀 답',
      answered: true,
      updatable: true,
    });
    expect(seenByA.partner).toEqual({
      nickname: '두리',
      answer: null,
      answered: false,
      updatable: false,
    });
    await answer(t.app, b, '두리의 답');
    expect((await answersOf(t.app, b, id)).partner).toMatchObject({
      answer: '하나의 비밀 답',
      answered: true,
    });
    expect((await answersOf(t.app, a, id)).partner?.answer).toBe('두리의 답');
  });

  it('40012 for an unknown id, 40000 for a non-numeric one', async () => {
    const { a } = await makeCouple(t.app);
    fails(await questions(t.app, a.accessToken, 'GET', '/999999/answers'), 40012);
    fails(await questions(t.app, a.accessToken, 'GET', '/x/answers'), 40000);
  });

  it('a stranger gets 40302 for a couple’s question', async () => {
    const { a } = await makeCouple(t.app);
    const id = await answer(t.app, a, '우리만의 답');
    const stranger = await makeMember(t.app);
    fails(await questions(t.app, stranger.accessToken, 'GET', `/${id}/answers`), 40302);
    const otherCouple = await makeCouple(t.app);
    fails(await questions(t.app, otherCouple.a.accessToken, 'GET', `/${id}/answers`), 40302);
  });
});
