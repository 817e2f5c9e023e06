import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEMORY_LINE_MAX, memoryLine } from '../src/modules/counsellor';
import { MEMORY_JOB } from '../src/modules/question';
import { questionForLevel } from '../src/modules/question/bank';
import { decrypt } from '../src/platform/crypto';
import { questionMemories } from './helpers/tables';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { makeCouple } from './helpers/couple-factories';
import { type FakeLlmServer, llmAnswer, startFakeLlmServer } from './helpers/fake-llm-server';
import { settled, settledRuns } from './helpers/jobs';
import { useOpenAiCounsellor } from './helpers/openai-counsellor';
import { bothAnswer, DAY_MS, moveClock, today } from './helpers/questions';

/**
 * A daily-question answer as the counsellor's memory in LLM mode (issue 10, decision 0022): the
 * model's one line, asked in JSON mode; the condensed line when the model fails or answers
 * malformed, so a memory never waits on the model.
 */
const t = useOpenAiCounsellor();
const input = {
  question: '요즘 가장 고마웠던 순간은 언제였나요?',
  answer: '어제 비가 많이 왔는데 말도 안 했는데 우산 들고 데리러 와 줬을 때',
};

describe('rememberAnswer on the openai engine', () => {
  it('keeps the model’s line, asked in JSON mode with the question and the answer', async () => {
    t.llm.enqueue(
      llmAnswer.json({
        memory: '회원은 연인이 비 오는 날 데리러 와 줬을 때 가장 고마웠다고 해요.',
      }),
    );
    expect(await t.counsellor().rememberAnswer(input)).toBe(
      '회원은 연인이 비 오는 날 데리러 와 줬을 때 가장 고마웠다고 해요.',
    );
    const body = t.llm.requests[0]?.body;
    expect(body?.response_format).toEqual({ type: 'json_object' });
    const [system, user] = body?.messages as { content: string }[];
    expect(system?.content).toMatch(/"memory"/);
    expect(user?.content).toContain(input.question);
    expect(user?.content).toContain(input.answer);
  });

  it('makes a long or many-line answer one line of at most 120 characters, without quotes', async () => {
    t.llm.enqueue(llmAnswer.json({ memory: `"첫 줄\n${'고마운 마음이 커요. '.repeat(20)}"` }));
    const line = await t.counsellor().rememberAnswer(input);
    expect([...line].length).toBeLessThanOrEqual(MEMORY_LINE_MAX);
    expect(line).not.toMatch(/\n|^"/);
    expect(line.startsWith('첫 줄 고마운 마음이 커요.')).toBe(true);
    expect(line.endsWith('…')).toBe(true);
  });

  it('asks again after a malformed answer, then falls back to the condensed line and says so', async () => {
    const onError = vi.fn();
    t.llm.enqueue(llmAnswer.text('기억: 고마움'), llmAnswer.json({ memory: '' }));
    expect(await t.counsellor({ onError }).rememberAnswer(input)).toBe(
      memoryLine(input.question, input.answer),
    );
    expect(t.llm.requests).toHaveLength(2);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'memory');
  });

  it('a model that fails falls back too; only an abort rejects', async () => {
    t.llm.enqueue(llmAnswer.error(500), llmAnswer.error(500));
    expect(await t.counsellor().rememberAnswer(input)).toBe(
      memoryLine(input.question, input.answer),
    );
    const aborted = AbortSignal.abort();
    await expect(t.counsellor().rememberAnswer(input, aborted)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('the memory job in LLM mode', () => {
  let llm: FakeLlmServer;
  let app: TestApp;
  beforeAll(async () => {
    llm = await startFakeLlmServer();
  });
  afterAll(() => llm.close());
  useApp((built) => (app = built), {
    resetClock: true,
    build: {
      config: (config) => ({
        ...config,
        llm: { baseUrl: llm.url, apiKey: 'test-key', model: 'fake' },
      }),
    },
  });
  beforeEach(() => {
    llm.requests.length = 0;
  });

  it('stores the model’s summary of each answer as it is written, encrypted', async () => {
    const { a, b } = await makeCouple(app.app);
    llm.enqueue(
      llmAnswer.json({ memory: '회원은 비 오는 날 데리러 와 준 순간이 고마웠다고 해요.' }),
      llmAnswer.json({ memory: '회원은 아침마다 연락해 주는 게 고맙다고 해요.' }),
    );
    // Each answer queues its own memory job at once (issue 21), not only when the question closes.
    const answered = settledRuns(app.app.jobs, MEMORY_JOB, 2);
    await bothAnswer(app.app, a, b, ['비 오는 날 데리러 와 줬을 때', '아침마다 연락해 줄 때']);
    expect((await answered).every((run) => run.ok)).toBe(true);

    const lines = async (memberId: number) =>
      (
        await app.database.db
          .select()
          .from(questionMemories)
          .where(eq(questionMemories.memberId, memberId))
      ).map((row) => decrypt(app.config.dataEncryptionKey, row.contentEnc));
    const all = [...(await lines(a.memberId)), ...(await lines(b.memberId))].sort();
    expect(all).toEqual(
      [
        '회원은 비 오는 날 데리러 와 준 순간이 고마웠다고 해요.',
        '회원은 아침마다 연락해 주는 게 고맙다고 해요.',
      ].sort(),
    );
    const asked = llm.requests.map((request) => JSON.stringify(request.body));
    expect(asked).toHaveLength(2);
    expect(asked.every((body) => body.includes(questionForLevel(1).slice(0, 10)))).toBe(true);

    // When the question closes, the memories already written stay as they are, and the model
    // is not asked again for answers that have one.
    await moveClock(app, DAY_MS, a, b);
    const closing = settled(app.app.jobs, MEMORY_JOB);
    await today(app.app, a);
    expect((await closing).ok).toBe(true);
    expect([...(await lines(a.memberId)), ...(await lines(b.memberId))].sort()).toEqual(all);
    expect(llm.requests).toHaveLength(2);
  });
});
