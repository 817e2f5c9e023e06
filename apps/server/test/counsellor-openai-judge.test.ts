import { describe, expect, it, vi } from 'vitest';
import { SAFETY_KINDS } from '@dama/contract';
import { CounsellorUnavailableError } from '../src/modules/counsellor';
import { llmAnswer } from './helpers/fake-llm-server';
import { useOpenAiCounsellor } from './helpers/openai-counsellor';
import { context, HYEONU, JIMIN, settle } from './counsellor-fixtures';

const t = useOpenAiCounsellor();

describe('the openai engine: judge', () => {
  it('asks in JSON mode and returns a valid verdict', async () => {
    t.llm.enqueue(
      llmAnswer.json({ completed: true, summary: '연락 때문에 서운했던 일을 이야기했어요.' }),
    );
    const verdict = await t.counsellor().judge(context());
    expect(verdict).toEqual({
      completed: true,
      summary: '연락 때문에 서운했던 일을 이야기했어요.',
      risk: null,
    });
    const body = t.llm.requests[0]?.body;
    expect(body?.response_format).toEqual({ type: 'json_object' });
    expect(body?.stream).toBeFalsy();
    const [system, user] = body?.messages as { role: string; content: string }[];
    expect(system?.content).toMatch(/JSON/);
    expect(system?.content).toContain('상황 파악');
    expect(user?.content).toContain('회원: 요즘 남자친구가 연락을 잘 안 해서 서운해');
  });

  it.each([
    ['not JSON at all', 'completed: yes'],
    ['a string for completed', JSON.stringify({ completed: 'true', summary: '요약' })],
    ['completed without a summary', JSON.stringify({ completed: true })],
    ['an empty summary', JSON.stringify({ completed: true, summary: '  ' })],
    ['an array', '[true]'],
  ])('treats a malformed answer (%s) as not completed', async (_name, content) => {
    t.llm.enqueue(llmAnswer.text(content));
    expect(await t.counsellor().judge(context())).toEqual({
      completed: false,
      summary: '',
      risk: null,
    });
    expect(t.llm.requests).toHaveLength(1);
  });

  it('accepts JSON in a code fence, and drops the summary of a level not completed', async () => {
    t.llm.enqueue(llmAnswer.text('```json\n{"completed": true, "summary": "요약이에요."}\n```'));
    expect(await t.counsellor().judge(context())).toEqual({
      completed: true,
      summary: '요약이에요.',
      risk: null,
    });
    t.llm.enqueue(llmAnswer.json({ completed: false, summary: '아직이에요.' }));
    expect(await t.counsellor().judge(context())).toEqual({
      completed: false,
      summary: '',
      risk: null,
    });
  });

  it('asks for a risk with each kind defined, and returns the one the model saw', async () => {
    t.llm.enqueue(llmAnswer.json({ completed: false, summary: '', risk: 'VIOLENCE' }));
    const ctx = context({
      messages: [{ sender: 'USER', content: '어제 싸우다가 걔가 내 목을 졸랐어' }],
    });
    expect(await t.counsellor().judge(ctx)).toEqual({
      completed: false,
      summary: '',
      risk: 'VIOLENCE',
    });
    const [system, user] = t.llm.requests[0]?.body.messages as { content: string }[];
    expect(system?.content).toMatch(/"risk"/);
    for (const kind of SAFETY_KINDS) expect(system?.content).toContain(`"${kind}"`);
    expect(user?.content).toContain('회원: 어제 싸우다가 걔가 내 목을 졸랐어');
  });

  it('a risk forces "not completed", even beside completed: true', async () => {
    t.llm.enqueue(
      llmAnswer.json({ completed: true, summary: '헤어지자 했더니 협박했어요.', risk: 'THREAT' }),
    );
    expect(await t.counsellor().judge(context())).toEqual({
      completed: false,
      summary: '',
      risk: 'THREAT',
    });
  });

  it.each([
    ['an unknown kind', 'ABUSE'],
    ['a word for none', 'none'],
    ['a number', 3],
    ['a list', ['SELF_HARM']],
  ])('reads %s as no risk', async (_name, risk) => {
    t.llm.enqueue(llmAnswer.json({ completed: true, summary: '요약이에요.', risk }));
    expect(await t.counsellor().judge(context())).toEqual({
      completed: true,
      summary: '요약이에요.',
      risk: null,
    });
  });

  it('never throws for a failed model: not completed, and the failure is reported', async () => {
    const onError = vi.fn();
    t.llm.enqueue(llmAnswer.error(500), llmAnswer.error(500));
    expect(await t.counsellor({ onError }).judge(context())).toEqual({
      completed: false,
      summary: '',
    });
    expect(t.llm.requests).toHaveLength(2);
    expect(onError).toHaveBeenCalledWith(expect.any(CounsellorUnavailableError), 'judge');
  });

  it('rejects only on abort, and asks nothing in level 4 or without a member message', async () => {
    t.llm.enqueue(llmAnswer.hang());
    const controller = new AbortController();
    const pending = settle(t.counsellor().judge(context(), controller.signal));
    await t.llm.waitForRequests(1);
    controller.abort();
    expect(((await pending) as Error).name).toBe('AbortError');
    t.llm.requests.length = 0;
    expect(await t.counsellor().judge(context({ level: 4 }))).toEqual({
      completed: false,
      summary: '',
    });
    expect(await t.counsellor().judge(context({ messages: [] }))).toEqual({
      completed: false,
      summary: '',
    });
    expect(t.llm.requests).toHaveLength(0);
  });
});

describe('the openai engine: summary', () => {
  const input = {
    member: JIMIN,
    partner: HYEONU,
    levelSummaries: [{ level: 1 as const, summary: '연락 때문에 서운했던 상황을 돌아봤어요.' }],
    messages: [
      { level: 1 as const, sender: 'USER' as const, content: '연락이 없어서 서운해' },
      { level: 1 as const, sender: 'ASSISTANT' as const, content: '그랬구나. 언제부터였어?' },
    ],
  };

  it('asks in JSON mode and validates the answer', async () => {
    t.llm.enqueue(
      llmAnswer.json({
        totalSummary: '"연락 때문에 서운했던 마음."',
        situationKeyword: ' 연락 ',
        solutionKeyword: '진솔한 대화 나누기',
      }),
    );
    expect(await t.counsellor().summarize(input)).toEqual({
      totalSummary: '연락 때문에 서운했던 마음',
      situationKeyword: '연락',
      solutionKeyword: '진솔한 대화',
    });
    const body = t.llm.requests[0]?.body;
    expect(body?.response_format).toEqual({ type: 'json_object' });
    const [system, user] = body?.messages as { content: string }[];
    expect(system?.content).toMatch(/totalSummary/);
    expect(user?.content).toContain('1단계(상황 파악): 연락 때문에 서운했던 상황을 돌아봤어요.');
    expect(user?.content).toContain('회원: 연락이 없어서 서운해');
    expect(user?.content).toContain('담이: 그랬구나. 언제부터였어?');
  });

  it('asks again after a malformed answer', async () => {
    t.llm.enqueue(
      llmAnswer.text('요약: 연락'),
      llmAnswer.json({
        totalSummary: '연락 온도 차이',
        situationKeyword: '연락',
        solutionKeyword: '대화',
      }),
    );
    expect((await t.counsellor().summarize(input)).totalSummary).toBe('연락 온도 차이');
    expect(t.llm.requests).toHaveLength(2);
  });

  it('fails as unavailable when every answer is malformed (the chat marks the summary FAILED)', async () => {
    t.llm.enqueue(
      llmAnswer.json({ totalSummary: '', situationKeyword: '연락' }),
      llmAnswer.json({ title: 'x' }),
    );
    const error = await settle(t.counsellor().summarize(input));
    expect(error).toBeInstanceOf(CounsellorUnavailableError);
    expect(t.llm.requests).toHaveLength(2);
  });
});
