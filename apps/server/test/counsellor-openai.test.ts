import { describe, expect, it } from 'vitest';
import { closingLine, CounsellorUnavailableError, greeting } from '../src/modules/counsellor';
import { llmAnswer } from './helpers/fake-llm-server';
import { drain, never, useOpenAiCounsellor } from './helpers/openai-counsellor';
import { collect, context, settle } from './counsellor-fixtures';

const t = useOpenAiCounsellor();

describe('the openai engine: streaming replies', () => {
  it('streams a real Chat Completions stream sentence by sentence, with the context in the system prompt', async () => {
    t.llm.enqueue(
      llmAnswer.text(['그랬구나, ', '연락 때문에 ', '서운했겠다. ', '어떤 일이 있었어?']),
    );
    const engine = t.counsellor();
    expect(engine.kind).toBe('openai');
    const ctx = context({ memories: ['처음 만난 날 비가 왔어'] });
    const chunks = await collect(engine.reply(ctx, never));
    // Each sentence is held until it ends and reviewed, then released whole (decision 0076).
    expect(chunks).toEqual(['그랬구나, 연락 때문에 서운했겠다. ', '어떤 일이 있었어?']);

    const [request] = t.llm.requests;
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer test-key');
    expect(request?.body).toMatchObject({ model: 'fake-model', stream: true });
    const messages = request?.body.messages as { role: string; content: string }[];
    expect(messages[0]?.role).toBe('system');
    for (const part of [
      '담이',
      '1단계',
      '지민',
      '현우',
      '120일째',
      '불안형',
      '회피형',
      '처음 만난 날 비가 왔어',
    ]) {
      expect(messages[0]?.content).toContain(part);
    }
    expect(messages.at(-1)).toEqual({ role: 'user', content: ctx.messages[0]?.content });
  });

  it('waits for a slow model as long as it keeps sending within the time-out', async () => {
    t.llm.enqueue(llmAnswer.text(['하나 ', '둘 ', '셋 ', '넷 ', '다섯?'], { delayMs: 120 }));
    const started = performance.now();
    const chunks = await collect(t.counsellor({ timeoutMs: 400 }).reply(context(), never));
    expect(chunks.join('')).toBe('하나 둘 셋 넷 다섯?');
    expect(performance.now() - started).toBeGreaterThan(500); // longer than the time-out in all
  });

  it('does not count a slow reader against the model', async () => {
    t.llm.enqueue(llmAnswer.text(['천천히 ', '읽어도 ', '괜찮아?']));
    const chunks: string[] = [];
    for await (const chunk of t.counsellor({ timeoutMs: 200 }).reply(context(), never)) {
      chunks.push(chunk);
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(chunks.join('')).toBe('천천히 읽어도 괜찮아?');
  });

  it('retries a 500 before the first chunk, then succeeds', async () => {
    t.llm.enqueue(llmAnswer.error(500), llmAnswer.text(['다시 ', '해 봤어?']));
    const chunks = await collect(t.counsellor().reply(context(), never));
    expect(chunks.join('')).toBe('다시 해 봤어?');
    expect(t.llm.requests).toHaveLength(2);
  });

  it('retries 429 and 503 until the attempts run out, then fails as unavailable', async () => {
    t.llm.enqueue(llmAnswer.error(429), llmAnswer.error(503));
    const { chunks, error } = await drain(t.counsellor().reply(context(), never));
    expect(chunks).toEqual([]);
    expect(error).toBeInstanceOf(CounsellorUnavailableError);
    expect((error as CounsellorUnavailableError).transient).toBe(true);
    expect(t.llm.requests).toHaveLength(2);
  });

  it('does not retry a 400 or 401', async () => {
    t.llm.enqueue(llmAnswer.error(401));
    const { error } = await drain(t.counsellor({ attempts: 3 }).reply(context(), never));
    expect(error).toBeInstanceOf(CounsellorUnavailableError);
    expect((error as CounsellorUnavailableError).transient).toBe(false);
    expect(t.llm.requests).toHaveLength(1);
  });

  it('lets a failure after a released sentence propagate, without a retry', async () => {
    t.llm.enqueue(llmAnswer.dropAfter(['반쯤 ', '말했어. ', '그런데']));
    const { chunks, error } = await drain(t.counsellor({ attempts: 3 }).reply(context(), never));
    expect(chunks).toEqual(['반쯤 말했어. ']);
    expect(error).toBeInstanceOf(CounsellorUnavailableError);
    expect(t.llm.requests).toHaveLength(1);
  });

  it('retries a failure mid-sentence, before anything reached the caller', async () => {
    t.llm.enqueue(llmAnswer.dropAfter(['반쯤 ', '말했는데']), llmAnswer.text(['다시 ', '말할게?']));
    const { chunks, error } = await drain(t.counsellor({ attempts: 3 }).reply(context(), never));
    expect(error).toBeUndefined();
    expect(chunks).toEqual(['다시 말할게?']);
    expect(t.llm.requests).toHaveLength(2);
  });

  it('fails a model that hangs before answering, after the time-out, and closes the request', async () => {
    t.llm.enqueue(llmAnswer.hang());
    const started = performance.now();
    const { error } = await drain(
      t.counsellor({ timeoutMs: 300, attempts: 1 }).reply(context(), never),
    );
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(CounsellorUnavailableError);
    expect((error as Error).message).toMatch(/silent for 300 ms/);
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(1_500);
    await t.llm.requests[0]?.closed;
    expect(t.llm.requests[0]?.closedEarly).toBe(true);
  });

  it('retries a hang before the first chunk (a time-out is transient)', async () => {
    t.llm.enqueue(llmAnswer.hang(), llmAnswer.text(['이번엔 ', '됐어?']));
    const chunks = await collect(t.counsellor({ timeoutMs: 200 }).reply(context(), never));
    expect(chunks.join('')).toBe('이번엔 됐어?');
    expect(t.llm.requests).toHaveLength(2);
  });

  it('fails a stream that goes silent mid-reply, without a retry', async () => {
    t.llm.enqueue(llmAnswer.hangAfter(['시작은 ', '했어. ', '그런데']));
    const { chunks, error } = await drain(
      t.counsellor({ timeoutMs: 250, attempts: 3 }).reply(context(), never),
    );
    expect(chunks).toEqual(['시작은 했어. ']);
    expect(error).toBeInstanceOf(CounsellorUnavailableError);
    expect(t.llm.requests).toHaveLength(1);
    await t.llm.requests[0]?.closed;
    expect(t.llm.requests[0]?.closedEarly).toBe(true);
  });

  it('stops at once on abort and really cancels the HTTP request', async () => {
    t.llm.enqueue(
      llmAnswer.text(
        Array.from({ length: 20 }, (_, i) => `${i}. `),
        { delayMs: 100 },
      ),
    );
    const controller = new AbortController();
    const chunks: string[] = [];
    let abortedAt = 0;
    const run = (async () => {
      for await (const chunk of t.counsellor().reply(context(), controller.signal)) {
        chunks.push(chunk);
        if (chunks.length === 2) {
          abortedAt = performance.now();
          controller.abort();
        }
      }
    })();
    const error = await settle(run);
    expect((error as Error).name).toBe('AbortError');
    expect(performance.now() - abortedAt).toBeLessThan(100);
    expect(chunks).toEqual(['0. ', '1. ']);
    await t.llm.requests[0]?.closed;
    expect(t.llm.requests[0]?.closedEarly).toBe(true);
    expect(t.llm.requests).toHaveLength(1);
  });

  it('rejects at once when already aborted, and aborts while waiting for headers', async () => {
    expect(
      ((await settle(collect(t.counsellor().reply(context(), AbortSignal.abort())))) as Error).name,
    ).toBe('AbortError');
    expect(t.llm.requests).toHaveLength(0);
    t.llm.enqueue(llmAnswer.hang());
    const controller = new AbortController();
    const pending = settle(collect(t.counsellor().reply(context(), controller.signal)));
    await t.llm.waitForRequests(1);
    controller.abort();
    expect(((await pending) as Error).name).toBe('AbortError');
    await t.llm.requests[0]?.closed;
    expect(t.llm.requests[0]?.closedEarly).toBe(true);
  });

  it('treats an empty answer as a failure', async () => {
    t.llm.enqueue(llmAnswer.text([]));
    const { error } = await drain(t.counsellor({ attempts: 1 }).reply(context(), never));
    expect(error).toBeInstanceOf(CounsellorUnavailableError);
  });

  it('opens levels 2 and 3 with the model; the greeting and closing line need none', async () => {
    t.llm.enqueue(llmAnswer.text(['지민아, ', '이제 마음을 들여다보자. ', '현우는 어땠을까?']));
    const ctx2 = context({
      level: 2,
      messages: [],
      previousSummaries: [{ level: 1, summary: '연락 때문에 서운했던 상황을 돌아봤어요.' }],
    });
    expect((await collect(t.counsellor().opening(ctx2, never))).join('')).toContain(
      '현우는 어땠을까?',
    );
    const sent = t.llm.requests[0]?.body.messages as { role: string; content: string }[];
    const system = sent[0]?.content ?? '';
    expect(system).toContain('2단계');
    expect(system).toContain('1단계(상황 파악): 연락 때문에 서운했던 상황을 돌아봤어요.');
    // Some servers refuse a request of a system message alone: the opening ends with a user note.
    expect(sent.at(-1)?.role).toBe('user');
    expect(sent.at(-1)?.content).toMatch(/2단계.*첫마디/);

    const ctx4 = context({ level: 4, messages: [] });
    expect(
      (await collect(t.counsellor().opening(context({ level: 1, messages: [] }), never))).join(''),
    ).toBe(greeting('지민'));
    expect((await collect(t.counsellor().opening(ctx4, never))).join('')).toBe(closingLine(ctx4));
    expect(
      (
        await collect(
          t
            .counsellor()
            .reply({ ...ctx4, messages: [{ sender: 'USER', content: '고마워' }] }, never),
        )
      ).join(''),
    ).toBe(closingLine({ ...ctx4, messages: [{ sender: 'USER', content: '고마워' }] }));
    expect(t.llm.requests).toHaveLength(1);
  });
});
