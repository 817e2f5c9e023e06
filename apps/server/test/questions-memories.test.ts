import { endpoints } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MEMORY_LINE_MAX, memoryLine } from '../src/modules/counsellor';
import { MEMORY_JOB } from '../src/modules/question';
import { questionForLevel } from '../src/modules/question/bank';
import { decrypt } from '../src/platform/crypto';
import { coupleQuestions, questionAnswers, questionMemories } from './helpers/tables';
import type { TestApp } from './helpers/build';
import { currentRoom, makeTestedMember, sendAndWait, useChatApp } from './helpers/chat';
import { link, makeCouple, makeMember, memberRequest } from './helpers/couple-factories';
import { bearer, memberCall, ok } from './helpers/http';
import { settled, settledRuns } from './helpers/jobs';
import { answer, bothAnswer, DAY_MS, moveClock, today } from './helpers/questions';

/** Memories for the counsellor, encryption at rest, the members counter and withdrawal. */
let t: TestApp;
const counsellor = useChatApp((app) => (t = app), { logLevel: 'debug' });

const SECRET = '비밀스러운 답변 문장 4821';

async function memoriesOf(memberId: number) {
  return t.database.db
    .select()
    .from(questionMemories)
    .where(eq(questionMemories.memberId, memberId));
}

describe('answers are encrypted at rest and never logged', () => {
  it('the stored bytes do not contain the text; the logs neither', async () => {
    const { a } = await makeCouple(t.app);
    const id = await answer(t.app, a, SECRET);
    const { rows } = await t.database.executeSql(
      'select * from question_answers where couple_question_id = $1',
      [id],
    );
    const raw = JSON.stringify(rows);
    expect(rows).toHaveLength(1);
    expect(raw).not.toContain(SECRET);
    expect(raw).not.toContain(Buffer.from(SECRET).toString('base64').slice(0, 16));
    const [row] = await t.database.db
      .select()
      .from(questionAnswers)
      .where(eq(questionAnswers.coupleQuestionId, id));
    expect(decrypt(t.config.dataEncryptionKey, row!.answerEnc)).toBe(SECRET);
    expect(t.logs.join('\n')).not.toContain(SECRET);
  });
});

describe('the memory job', () => {
  it('the scripted line: question and answer condensed, one line, at most 120 characters', () => {
    const line = memoryLine('요즘 가장 고마웠던 순간은 언제였나요?', '어제 데리러 와 줬을 때');
    expect(line).toBe(
      '「요즘 가장 고마웠던 순간은 언제였나요」에 "어제 데리러 와 줬을 때"라고 답했어요',
    );
    const long = memoryLine('질문'.repeat(80), `첫 줄\n${'답변'.repeat(150)}`);
    expect([...long].length).toBeLessThanOrEqual(MEMORY_LINE_MAX);
    expect(long).not.toContain('\n');
    expect(long).toContain('…');
  });

  it('a closed question’s answers become each writer’s memory, encrypted, once', async () => {
    const { a, b } = await makeCouple(t.app);
    const answered = settledRuns(t.app.jobs, MEMORY_JOB, 2);
    const first = await bothAnswer(t.app, a, b, [SECRET, '나의 평범한 답']);
    await answered;
    await moveClock(t, DAY_MS, a, b);
    const job = settled(t.app.jobs, MEMORY_JOB);
    expect((await today(t.app, a)).level).toBe(2);
    expect((await job).ok).toBe(true);
    const content = questionForLevel(1);
    const mine = await memoriesOf(a.memberId);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.coupleQuestionId).toBe(first);
    expect(mine[0]!.contentEnc).not.toContain(SECRET);
    expect(decrypt(t.config.dataEncryptionKey, mine[0]!.contentEnc)).toBe(
      memoryLine(content, SECRET),
    );
    const theirs = await memoriesOf(b.memberId);
    expect(decrypt(t.config.dataEncryptionKey, theirs[0]!.contentEnc)).toBe(
      memoryLine(content, '나의 평범한 답'),
    );
    // Idempotent: running it again stores nothing more; an open question is nothing to do.
    await t.app.appJobs.questionMemories.runNow({ coupleQuestionId: first });
    expect(await memoriesOf(a.memberId)).toHaveLength(1);
    const open = await today(t.app, a);
    await t.app.appJobs.questionMemories.runNow({ coupleQuestionId: open.coupleQuestionId });
    expect(await memoriesOf(a.memberId)).toHaveLength(1);
  });

  it('an answer is a memory as soon as it is written, and an edit rewrites it', async () => {
    const a = await makeTestedMember(t.app);
    const b = await makeTestedMember(t.app);
    await link(t.app, b, a);
    let job = settled(t.app.jobs, MEMORY_JOB);
    const id = await answer(t.app, a, '주말에 같이 본 바다');
    expect((await job).ok).toBe(true);
    const content = questionForLevel(1);
    const [memory] = await memoriesOf(a.memberId);
    expect(memory?.coupleQuestionId).toBe(id);
    expect(decrypt(t.config.dataEncryptionKey, memory!.contentEnc)).toBe(
      memoryLine(content, '주말에 같이 본 바다'),
    );
    // The partner has not answered: the question is still open, and 담이 knows it already.
    await currentRoom(t.app, a.accessToken);
    await sendAndWait(t.app, a, '요즘 고민이 있어');
    const reply = counsellor.calls.find((c) => c.method === 'reply');
    expect(reply?.ctx?.memories).toEqual([memoryLine(content, '주말에 같이 본 바다')]);

    job = settled(t.app.jobs, MEMORY_JOB);
    ok(
      await memberCall(t.app, a.accessToken, 'PATCH', '/api/questions/today/answers', {
        answer: '주말에 같이 본 겨울 바다',
      }),
      endpoints.editTodayAnswer,
    );
    expect((await job).ok).toBe(true);
    const rewritten = await memoriesOf(a.memberId);
    expect(rewritten).toHaveLength(1);
    expect(decrypt(t.config.dataEncryptionKey, rewritten[0]!.contentEnc)).toBe(
      memoryLine(content, '주말에 같이 본 겨울 바다'),
    );
    expect(await memoriesOf(b.memberId)).toHaveLength(0);
  });

  it('the counsellor reads the member’s memories, newest first', async () => {
    const a = await makeTestedMember(t.app);
    const b = await makeTestedMember(t.app);
    const coupleId = await link(t.app, b, a);
    for (const text of ['첫날의 답', '둘째 날의 답']) {
      await bothAnswer(t.app, a, b, [text, '상대의 답']);
      await moveClock(t, DAY_MS, a, b);
      const job = settled(t.app.jobs, MEMORY_JOB);
      await today(t.app, a);
      await job;
    }
    const rows = await t.database.db
      .select()
      .from(coupleQuestions)
      .where(eq(coupleQuestions.coupleId, coupleId));
    expect(rows).toHaveLength(3);
    await currentRoom(t.app, a.accessToken);
    await sendAndWait(t.app, a, '요즘 고민이 있어');
    const reply = counsellor.calls.find((c) => c.method === 'reply');
    expect(reply?.ctx?.memories).toEqual([
      memoryLine(questionForLevel(2), '둘째 날의 답'),
      memoryLine(questionForLevel(1), '첫날의 답'),
    ]);
  });
});

describe('GET /members counter and withdrawal', () => {
  it('totalCoupleQuestionCount counts the current couple’s questions both answered', async () => {
    const { a, b } = await makeCouple(t.app);
    const count = async (token: string) =>
      ok(await memberRequest(t.app, token), endpoints.getMember).totalCoupleQuestionCount;
    expect(await count(a.accessToken)).toBe(0);
    await answer(t.app, a, '한쪽만');
    expect(await count(a.accessToken)).toBe(0);
    await answer(t.app, b, '둘 다');
    expect(await count(a.accessToken)).toBe(1);
    expect(await count(b.accessToken)).toBe(1);
    await moveClock(t, DAY_MS, a, b);
    await today(t.app, a);
    await bothAnswer(t.app, a, b);
    expect(await count(b.accessToken)).toBe(2);
  });

  it('withdrawal erases the member’s answers and memories; the partner is left solo', async () => {
    const { a, b, coupleId } = await makeCouple(t.app);
    await bothAnswer(t.app, a, b);
    await moveClock(t, DAY_MS, a, b);
    const job = settled(t.app.jobs, MEMORY_JOB);
    await today(t.app, a);
    await job;
    expect(await memoriesOf(a.memberId)).toHaveLength(1);
    ok(
      await t.app.inject({ method: 'DELETE', url: '/api/members', headers: bearer(a.accessToken) }),
      endpoints.withdraw,
    );
    const db = t.database.db;
    expect(await memoriesOf(a.memberId)).toEqual([]);
    expect(
      await db.select().from(questionAnswers).where(eq(questionAnswers.memberId, a.memberId)),
    ).toEqual([]);
    expect(
      await db.select().from(coupleQuestions).where(eq(coupleQuestions.coupleId, coupleId)),
    ).toEqual([]);
    expect(await today(t.app, b)).toMatchObject({ level: 1, meAnswered: false });
  });

  it('a member without a partner: withdrawal erases the solo question and answer', async () => {
    const m = await makeMember(t.app);
    const id = await answer(t.app, m, SECRET);
    ok(
      await t.app.inject({ method: 'DELETE', url: '/api/members', headers: bearer(m.accessToken) }),
      endpoints.withdraw,
    );
    const db = t.database.db;
    expect(await db.select().from(coupleQuestions).where(eq(coupleQuestions.id, id))).toEqual([]);
    expect(
      await db.select().from(questionAnswers).where(eq(questionAnswers.coupleQuestionId, id)),
    ).toEqual([]);
  });
});
