import { endpoints, parseSsePayload } from '@dama/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ATTEMPTS } from '../src/modules/counsellor';
import { useListeningApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import {
  chat,
  currentMessages,
  currentRoom,
  makeTestedMember,
  MemberEventLog,
  send,
  untilSettled,
} from './helpers/chat';
import { link, makeMember, type TestMember } from './helpers/couple-factories';
import { type FakeLlmServer, llmAnswer, startFakeLlmServer } from './helpers/fake-llm-server';
import { ok } from './helpers/http';
import { connect, type SseStream } from './helpers/sse';

/**
 * The chat with the app's own counsellor on the `openai` engine (config.llm pointing at a fake
 * Chat Completions server): what the model streams reaches the live stream and is stored, and a
 * model that keeps failing before its first chunk fails the turn after the engine's own tries.
 */
let llm: FakeLlmServer;
beforeAll(async () => {
  llm = await startFakeLlmServer();
});
afterAll(() => llm.close());
beforeEach(() => {
  llm.requests.length = 0;
});

let t: TestApp;
let base: string;
const open = useListeningApp((app, url) => ([t, base] = [app, url]), {
  config: (config) => ({ ...config, llm: { baseUrl: llm.url, apiKey: 'test-key', model: 'fake' } }),
});

async function memberWithStream(): Promise<{ m: TestMember; s: SseStream; roomId: number }> {
  const m = await makeTestedMember(t.app, { nickname: '지민' });
  const { chatRoomId } = await currentRoom(t.app, m.accessToken);
  const { stream } = await connect(base, { token: m.accessToken });
  open.push(stream);
  return { m, s: stream, roomId: chatRoomId };
}

describe('the chat on the openai engine', () => {
  it('streams the model’s reply to the member sentence by sentence and stores it', async () => {
    const { m, s } = await memberWithStream();
    llm.enqueue(
      llmAnswer.text(['그랬구나. ', '연락이 없어서 ', '서운했겠다.']),
      llmAnswer.json({ completed: false, summary: '' }),
    );
    const sent = await send(t.app, m.accessToken, '연락이 없어서 서운했어.');
    const blocks = await s.eventsUntil('ai_response_id');
    await untilSettled(t.app, m.accessToken);

    const chunks = blocks.filter((b) => b.event === 'chat_response').map((b) => b.data);
    // Each sentence reviewed before it is released (decision 0076).
    expect(chunks).toEqual(['그랬구나. ', '연락이 없어서 서운했겠다.']);
    const [reply, question] = (await currentMessages(t.app, m.accessToken)).list;
    expect(reply).toMatchObject({
      messageId: Number(blocks.at(-1)?.data),
      senderType: 'ASSISTANT',
      content: '그랬구나. 연락이 없어서 서운했겠다.',
      status: 'DONE',
    });
    expect(question).toMatchObject({ messageId: sent.messageId, status: 'DONE' });
    // The streamed reply, then the judge's JSON call, both with the member's words in them.
    expect(llm.requests.map((r) => r.body.stream ?? false)).toEqual([true, false]);
    expect(JSON.stringify(llm.requests[0]?.body.messages)).toContain('연락이 없어서 서운했어.');
  });

  it('a 500 before the first chunk, on every try: FAILED and chat_error, nothing stored', async () => {
    const { m, s, roomId } = await memberWithStream();
    llm.enqueue(...Array.from({ length: DEFAULT_ATTEMPTS }, () => llmAnswer.error(500)));
    const sent = await send(t.app, m.accessToken, '오늘도 답장이 없었어.');
    const blocks = await s.eventsUntil('chat_error');
    await untilSettled(t.app, m.accessToken);

    expect(blocks.map((b) => b.event)).toEqual(['chat_error']);
    expect(parseSsePayload('chat_error', blocks[0]!.data!)).toEqual({
      chatRoomId: roomId,
      messageId: sent.messageId,
      reason: 'COUNSELLOR_UNAVAILABLE',
    });
    const page = await currentMessages(t.app, m.accessToken);
    expect(page.totalCount).toBe(2);
    expect(page.list[0]).toMatchObject({ messageId: sent.messageId, status: 'FAILED' });
    // The engine's own tries and no more: the chat does not retry on top of them.
    expect(llm.requests).toHaveLength(DEFAULT_ATTEMPTS);
  });
});

type Sent = { role: string; content: string }[];
const sentAt = (index: number) => llm.requests[index]?.body.messages as Sent;

/** A tested member linked to a partner (needed past level 1), with an event log. */
async function linkedMember() {
  const m = await makeTestedMember(t.app, { nickname: '지민' });
  const partner = await makeMember(t.app, { nickname: '현우' });
  await link(t.app, partner, m);
  await currentRoom(t.app, m.accessToken);
  return { m, log: new MemberEventLog(t.app, m.memberId) };
}

describe('the openai engine sees the whole room', () => {
  it('level 2 opens with a user turn after level 1’s messages, and its replies carry them too', async () => {
    const { m, log } = await linkedMember();
    llm.enqueue(
      llmAnswer.text(['주말마다 게임에 밀리면 ', '서운하지. ', '언제부터 그랬어?']),
      llmAnswer.json({ completed: true, summary: '현우가 주말마다 게임만 해서 서운했어요.' }),
    );
    await send(t.app, m.accessToken, '걔가 주말마다 롤만 해ㅠ 나는 뒷전 ㄹㅇ');
    await log.next('current_level_finished');
    await untilSettled(t.app, m.accessToken);

    llm.enqueue(llmAnswer.text(['지민아, ', '이제 둘의 마음을 같이 보자. ', '현우는 어땠을까?']));
    ok(await chat(t.app, m.accessToken, 'POST', '/current/upgrade'), endpoints.upgradeChatRoom);
    await log.next('ai_response_id');
    await untilSettled(t.app, m.accessToken);

    const opening = sentAt(2);
    expect(llm.requests[2]?.body.stream).toBe(true);
    const openingText = opening.map((x) => x.content).join('\n');
    expect(openingText).toContain('걔가 주말마다 롤만 해ㅠ 나는 뒷전 ㄹㅇ');
    expect(openingText).toContain('주말마다 게임에 밀리면 서운하지. 언제부터 그랬어?');
    expect(opening.at(-1)?.role).toBe('user');
    expect(opening.at(-1)?.content).toMatch(/2단계.*첫마디/);
    expect(opening[0]?.content).toContain(
      '1단계(상황 파악): 현우가 주말마다 게임만 해서 서운했어요.',
    );

    llm.enqueue(
      llmAnswer.text(['확인하고 싶은 마음이 컸구나. ', '언제 제일 그래?']),
      llmAnswer.json({ completed: false, summary: '', risk: null }),
    );
    await send(t.app, m.accessToken, '나는 자꾸 확인하고 걔는 피하는 느낌');
    await log.next('ai_response_id');
    await untilSettled(t.app, m.accessToken);
    const reply = sentAt(3);
    const replyText = reply.map((x) => x.content).join('\n');
    expect(replyText).toContain('걔가 주말마다 롤만 해ㅠ 나는 뒷전 ㄹㅇ');
    expect(replyText).toContain('지민아, 이제 둘의 마음을 같이 보자. 현우는 어땠을까?');
    expect(replyText).toContain("[단계 안내] 여기서부터 상담 2단계 '관계 이해'야.");
    expect(reply.at(-1)).toEqual({ role: 'user', content: '나는 자꾸 확인하고 걔는 피하는 느낌' });
    // The judge of level 2 read level 1 too.
    expect(JSON.stringify(sentAt(4))).toContain('(1단계 상황 파악)');
    log.close();
  });

  it('a judge that sees a risk puts the room in safety mode; the model writes no more replies', async () => {
    const { m, log } = await linkedMember();
    llm.enqueue(
      llmAnswer.text(['그 일이 마음에 많이 남았구나. ', '무슨 일이 있었어?']),
      // The model says completed, but a risk always wins.
      llmAnswer.json({ completed: true, summary: '요약이에요.', risk: 'VIOLENCE' }),
    );
    await send(t.app, m.accessToken, '어제 일은 좀 말하기 그래.. 아직 얼얼함');
    expect(await log.next('chat_safety_mode')).toMatchObject({ safetyMode: 'VIOLENCE' });
    await untilSettled(t.app, m.accessToken);
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({
      chatRoomState: 'ALIVE',
      level: 1,
      safetyMode: 'VIOLENCE',
    });
    expect(log.names()).not.toContain('current_level_finished');

    const asked = llm.requests.length;
    await send(t.app, m.accessToken, '근데 그냥 데이트 얘기 하자');
    await log.next('ai_response_id');
    await untilSettled(t.app, m.accessToken);
    expect(llm.requests.slice(asked).filter((r) => r.body.stream === true)).toHaveLength(0);
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({ level: 1 });
    log.close();
  });
});
