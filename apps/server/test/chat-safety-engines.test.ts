import { endpoints, SAFETY_SERVICES } from '@dama/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useListeningApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { chat, currentMessages, currentRoom, makeTestedMember, sendAndWait } from './helpers/chat';
import { link, type TestMember } from './helpers/couple-factories';
import { type FakeLlmServer, llmAnswer, startFakeLlmServer } from './helpers/fake-llm-server';
import { ok } from './helpers/http';

/**
 * Safety mode with the app's own counsellor on both engines (issue 21): the real safety layer
 * and the real engines, no fake counsellor. A room that turns to violence stays in safety mode
 * through later ordinary-looking turns, its level does not move, no reply in it gives
 * relationship advice, and its summary is a safety summary.
 */

/** What a reply in safety mode must never say: readings of the partner, tips, reconciling. */
const ADVICE = [
  /애착/,
  /(불안|회피|혼란|안정)형/,
  /사과해\s?(보|봐)/,
  /이해해\s?(보|봐|줘|주)/,
  /(달래|안심시켜)\s?(줘|주|보)/,
  /연락 리듬|데이트|기념일/,
  /입장에서 보면/,
];

const TURNS_AFTER = [
  '근데 내가 먼저 화나게 해서 그런 거 같아. 내가 사과해야 할까?',
  '그냥 연락 문제 얘기나 하자',
  'ㅇㅇ',
];

async function pair(app: TestApp['app']): Promise<TestMember> {
  const m = await makeTestedMember(app, { nickname: '지민' });
  await link(app, await makeTestedMember(app, { nickname: '현우' }), m);
  await currentRoom(app, m.accessToken);
  return m;
}

async function safetyReplies(app: TestApp['app'], m: TestMember, from: number): Promise<string[]> {
  const page = await currentMessages(app, m.accessToken, '?size=50');
  return page.list
    .filter((x) => x.senderType === 'ASSISTANT' && x.messageId > from)
    .map((x) => x.content);
}

async function completedSummary(app: TestApp['app'], m: TestMember) {
  const { chatRoomId } = ok(
    await chat(app, m.accessToken, 'POST', '/current/complete'),
    endpoints.completeChatRoom,
  );
  for (let i = 0; i < 300; i++) {
    const summary = ok(
      await chat(app, m.accessToken, 'GET', `/${chatRoomId}/summary`),
      endpoints.getChatRoomSummary,
    );
    if (summary.summaryState !== 'PENDING') return summary;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the summary stayed PENDING');
}

function expectSafetyReply(reply: string): void {
  expect(reply).toMatch(/112|1366/);
  for (const marker of ADVICE) expect(reply).not.toMatch(marker);
  // One question: about the member's safety.
  expect(reply.match(/\?/g) ?? []).toHaveLength(1);
}

describe('the scripted engine in safety mode', () => {
  let t: TestApp;
  useListeningApp((app) => (t = app));

  it('stays in safety mode through ordinary-looking turns, with no advice and a safety summary', async () => {
    const m = await pair(t.app);
    await sendAndWait(t.app, m, '요즘 남친이랑 자주 싸워');
    const { replyId } = await sendAndWait(t.app, m, '어제 싸우다가 남친이 내 목을 졸랐어');
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({
      level: 1,
      safetyMode: 'VIOLENCE',
    });
    for (const text of TURNS_AFTER) await sendAndWait(t.app, m, text);
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({
      chatRoomState: 'ALIVE',
      level: 1,
      safetyMode: 'VIOLENCE',
    });
    const replies = await safetyReplies(t.app, m, replyId - 1);
    expect(replies).toHaveLength(1 + TURNS_AFTER.length);
    for (const reply of replies) expectSafetyReply(reply);
    // Consecutive replies do not repeat themselves.
    expect(new Set(replies).size).toBe(replies.length);

    const summary = await completedSummary(t.app, m);
    expect(summary).toMatchObject({ summaryState: 'READY', safetyMode: 'VIOLENCE' });
    expect(summary.situationKeyword).not.toMatch(/다툼|사과|관계/);
    expect(summary.solutionKeyword).not.toMatch(/사과/);
    expect(summary.firstSummary).toContain(SAFETY_SERVICES.police.number);
    expect([summary.secondSummary, summary.thirdSummary]).toEqual(['', '']);
  });
});

describe('the openai engine in safety mode', () => {
  let llm: FakeLlmServer;
  beforeAll(async () => {
    llm = await startFakeLlmServer();
  });
  afterAll(() => llm.close());
  beforeEach(() => {
    llm.requests.length = 0;
  });
  let t: TestApp;
  useListeningApp((app) => (t = app), {
    config: (config) => ({
      ...config,
      llm: { baseUrl: llm.url, apiKey: 'test-key', model: 'fake' },
    }),
  });

  it('the model is not asked again once the room is in safety mode; the summary needs no model', async () => {
    const m = await pair(t.app);
    llm.enqueue(
      llmAnswer.text(['그랬구나, 요즘 자주 부딪혀서 지쳤겠다. 어떤 일로 다퉜어?']),
      llmAnswer.json({ completed: false, summary: '', risk: null }),
    );
    await sendAndWait(t.app, m, '요즘 남친이랑 자주 싸워');
    expect(llm.requests).toHaveLength(2);

    const { replyId } = await sendAndWait(t.app, m, '어제 싸우다가 남친이 내 목을 졸랐어');
    for (const text of TURNS_AFTER) await sendAndWait(t.app, m, text);
    expect(llm.requests).toHaveLength(2);
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({
      level: 1,
      safetyMode: 'VIOLENCE',
    });
    for (const reply of await safetyReplies(t.app, m, replyId - 1)) expectSafetyReply(reply);

    const summary = await completedSummary(t.app, m);
    expect(summary).toMatchObject({ summaryState: 'READY', safetyMode: 'VIOLENCE' });
    expect(llm.requests).toHaveLength(2);
  });

  it('a risk the model’s judge flags puts the room in safety mode; the next turn is the safety layer’s', async () => {
    const m = await pair(t.app);
    llm.enqueue(
      llmAnswer.text(['많이 무서웠겠다. 지금은 괜찮아?']),
      llmAnswer.json({ completed: true, summary: '정리', risk: 'STALKING' }),
    );
    // Vague enough for the safety layer's classifier; the judge reads the whole room.
    await sendAndWait(t.app, m, '요즘 걔가 좀 무서워');
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({
      chatRoomState: 'ALIVE',
      level: 1,
      safetyMode: 'STALKING',
    });
    const { replyId } = await sendAndWait(t.app, m, '응 지금은 집이야');
    expect(llm.requests).toHaveLength(2);
    const [reply] = await safetyReplies(t.app, m, replyId - 1);
    expect(reply).toContain('112');
    for (const marker of ADVICE) expect(reply).not.toMatch(marker);
  });

  it('a model reply that names help lines puts the room in safety mode for the turns after', async () => {
    const m = await pair(t.app);
    llm.enqueue(
      llmAnswer.text([
        '그 말을 들으니 걱정돼. 혹시 지금 안전한 곳에 있어? 여성긴급전화 1366은 24시간 열려 있어.',
      ]),
      llmAnswer.json({ completed: false, summary: '', risk: null }),
    );
    await sendAndWait(t.app, m, '요즘 집에 들어가기가 싫어');
    expect((await currentRoom(t.app, m.accessToken)).safetyMode).not.toBeNull();
    await sendAndWait(t.app, m, '그냥 좀 그래');
    expect(llm.requests).toHaveLength(2);
  });
});
