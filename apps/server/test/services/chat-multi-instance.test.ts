import {
  LOVE_TYPE_QUESTION_COUNT,
  parseSsePayload,
  type ChatMessage,
  type CurrentRoom,
} from '@dama/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatText } from '../helpers/chat';
import { usePostgres } from '../helpers/database';
import { Gate } from '../helpers/fake-counsellor';
import { type FakeLlmServer, llmAnswer, startFakeLlmServer } from '../helpers/fake-llm-server';
import { api, signInThrough, useTwoInstances } from '../helpers/server-processes';
import { connect, type SseBlock, type SseStream } from '../helpers/sse';

/**
 * Decision 0019 across two real server processes on one PostgreSQL and Redis, the counsellor
 * being the `openai` engine against the fake model server: instance A generates the reply, the
 * member's streams on both instances carry it, a stream opened on B mid-reply gets the text so
 * far, a stop sent to B ends A's reply, and a send through B waits for A's reply (40009).
 */
describe.runIf(usePostgres)('the chat across two server processes', () => {
  let llm: FakeLlmServer;
  const open: SseStream[] = [];

  beforeAll(async () => {
    llm = await startFakeLlmServer();
    // The judge after each reply (not streamed) keeps the room in level 1.
    llm.setDefault(llmAnswer.json({ completed: false, summary: '' }));
  });
  afterAll(async () => {
    await llm?.close();
  });
  const servers = useTwoInstances(() => ({
    LLM_BASE_URL: llm.url,
    LLM_API_KEY: 'test',
    LLM_MODEL: 'fake',
  }));

  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });

  interface ChatMember {
    token: string;
    roomId: number;
  }

  /** A member who took the attachment test and has a current room. */
  async function chatMember(): Promise<ChatMember> {
    const { accessToken: token } = await signInThrough(servers.a.url);
    const results = Array.from({ length: LOVE_TYPE_QUESTION_COUNT }, (_, i) => ({
      questionId: i + 1,
      score: 3,
    }));
    expect(
      (await api(servers.a.url, 'POST', '/members/love-type', { token, body: { results } })).status,
    ).toBe(200);
    const room = await api<CurrentRoom>(servers.b.url, 'GET', '/chatrooms/current', { token });
    return { token, roomId: room.body.data!.chatRoomId };
  }

  async function stream(base: string, token: string): Promise<SseStream> {
    const { stream } = await connect(base, { token });
    open.push(stream);
    return stream;
  }

  function send(base: string, token: string, message: string) {
    return api<{ messageId: number }>(base, 'POST', '/chatrooms/current/send', {
      token,
      body: { message },
    });
  }

  async function messages(base: string, token: string): Promise<ChatMessage[]> {
    const res = await api<{ list: ChatMessage[] }>(base, 'GET', '/chatrooms/current/messages', {
      token,
    });
    expect(res.status).toBe(200);
    return res.body.data!.list;
  }

  /** The next `count` events, which must all be `chat_response`: their texts. */
  async function chunks(s: SseStream, count: number): Promise<string[]> {
    const texts: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const block = await s.nextEvent();
      expect(block.event).toBe('chat_response');
      texts.push(block.data ?? '');
    }
    return texts;
  }

  /**
   * Waits until the room has no reply in progress and the level's judge after it has had its
   * answer (it runs once the reply is stored and the room free; no event marks a verdict that
   * changes nothing), so the next test's model answer is not taken by this one's judge.
   */
  async function untilSettled(token: string): Promise<void> {
    const until = Date.now() + 5000;
    while (Date.now() < until) {
      const room = await api<CurrentRoom>(servers.a.url, 'GET', '/chatrooms/current', { token });
      const last = llm.requests.at(-1);
      if (room.body.data?.pendingReply === false && last && last.body.stream !== true) {
        await last.closed;
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the reply did not settle');
  }

  const names = (blocks: readonly SseBlock[]) => blocks.map((block) => block.event);

  it('a reply generated on A reaches the streams on both instances, in order, then ai_response_id', async () => {
    const m = await chatMember();
    const [onA, onB] = [await stream(servers.a.url, m.token), await stream(servers.b.url, m.token)];
    // Each chunk ends a sentence, so the engine releases each as it comes (decision 0076).
    const reply = ['그랬구나. ', '연락이 없었구나. ', '많이 서운했겠다. ', '그랬어?'];
    // Slow chunks: the reply is still streaming while both instances relay it.
    llm.enqueue(llmAnswer.text(reply, { delayMs: 40 }));
    expect((await send(servers.a.url, m.token, '연락이 없어서 서운했어.')).status).toBe(200);

    const [fromA, fromB] = await Promise.all([
      onA.eventsUntil('ai_response_id'),
      onB.eventsUntil('ai_response_id'),
    ]);
    const stored = (await messages(servers.b.url, m.token))[0]!;
    expect(stored).toMatchObject({ senderType: 'ASSISTANT', status: 'DONE' });
    for (const blocks of [fromA, fromB]) {
      expect(names(blocks)).toEqual([...reply.map(() => 'chat_response'), 'ai_response_id']);
      expect(blocks.filter((b) => b.event === 'chat_response').map((b) => b.data)).toEqual(reply);
      expect(chatText(blocks)).toBe(stored.content);
      expect(Number(blocks.at(-1)?.data)).toBe(stored.messageId);
    }
    expect(fromA.at(-1)?.id).toBe(fromB.at(-1)?.id);
    await untilSettled(m.token);
  });

  it('a stream opened on B mid-reply gets the text so far as a snapshot, then the rest', async () => {
    const m = await chatMember();
    const onA = await stream(servers.a.url, m.token);
    const onB = await stream(servers.b.url, m.token);
    const resume = new Gate();
    llm.enqueue(llmAnswer.pausedAfter(['하나. ', '둘. ', '셋. ', '넷.'], 2, resume.opened));
    expect((await send(servers.a.url, m.token, '안녕')).status).toBe(200);
    // B has relayed both chunks (its stream observers saw them before its stream did).
    expect(await chunks(onB, 2)).toEqual(['하나. ', '둘. ']);
    expect(await chunks(onA, 2)).toEqual(['하나. ', '둘. ']);

    const late = await stream(servers.b.url, m.token);
    const snapshot = await late.nextEvent();
    expect(snapshot.event).toBe('chat_response_snapshot');
    expect(parseSsePayload('chat_response_snapshot', snapshot.data ?? '')).toEqual({
      chatRoomId: m.roomId,
      content: '하나. 둘. ',
    });
    resume.open();
    const rest = await late.eventsUntil('ai_response_id');
    expect(names(rest)).toEqual(['chat_response', 'chat_response', 'ai_response_id']);
    const stored = (await messages(servers.a.url, m.token))[0]!;
    expect(stored.content).toBe('하나. 둘. 셋. 넷.');
    expect('하나. 둘. ' + chatText(rest)).toBe(stored.content);
    expect(Number(rest.at(-1)?.data)).toBe(stored.messageId);
    await untilSettled(m.token);
  });

  it('a stop sent to B ends the reply on A: the model request is cancelled, the part is STOPPED', async () => {
    const m = await chatMember();
    const onA = await stream(servers.a.url, m.token);
    const onB = await stream(servers.b.url, m.token);
    const requests = llm.requests.length;
    // A model that keeps streaming (20 s of chunks) until its request is cancelled.
    const endless = Array.from({ length: 1000 }, (_, i) => `${i}. `);
    llm.enqueue(llmAnswer.text(endless, { delayMs: 20 }));
    const sent = await send(servers.a.url, m.token, '들어줘');
    expect(sent.status).toBe(200);
    const [firstA, firstB] = await Promise.all([chunks(onA, 2), chunks(onB, 2)]);
    expect(firstA).toEqual(['0. ', '1. ']);
    expect(firstB).toEqual(['0. ', '1. ']);
    const model = llm.requests[requests]!;
    expect(model.body.stream).toBe(true);

    // B does not generate the reply: the stop goes over the bus to A, and B answers once the
    // lease is gone, with the partial reply stored.
    expect(
      (await api(servers.b.url, 'POST', '/chatrooms/current/stop', { token: m.token })).status,
    ).toBe(200);
    await model.closed;
    expect(model.closedEarly).toBe(true);
    const [reply, question] = await messages(servers.b.url, m.token);
    expect(reply).toMatchObject({ senderType: 'ASSISTANT', status: 'STOPPED' });
    expect(question).toMatchObject({ messageId: sent.body.data?.messageId, status: 'DONE' });
    // Each stream: the chunks up to the stop, exactly the stored part, then chat_stopped.
    for (const [s, first] of [
      [onA, firstA],
      [onB, firstB],
    ] as const) {
      const blocks = await s.eventsUntil('chat_stopped');
      expect(names(blocks).filter((name) => name !== 'chat_response')).toEqual(['chat_stopped']);
      expect(first.join('') + chatText(blocks)).toBe(reply!.content);
      expect(parseSsePayload('chat_stopped', blocks.at(-1)?.data ?? '')).toEqual({
        chatRoomId: m.roomId,
        messageId: reply!.messageId,
      });
    }
    expect(reply!.content.length).toBeLessThan(endless.join('').length);
    const room = await api<CurrentRoom>(servers.a.url, 'GET', '/chatrooms/current', {
      token: m.token,
    });
    expect(room.body.data).toMatchObject({ pendingReply: false });

    // Nothing of the stopped reply follows: the next events on both streams are the next
    // reply's (this one generated on B).
    llm.enqueue(llmAnswer.text(['다음. ', '답.']));
    expect((await send(servers.b.url, m.token, '다시')).status).toBe(200);
    for (const s of [onA, onB]) {
      const next = await s.eventsUntil('ai_response_id');
      expect(names(next)).toEqual(['chat_response', 'chat_response', 'ai_response_id']);
      expect(chatText(next)).toBe('다음. 답.');
    }
    await untilSettled(m.token);
  });

  it('while A generates, a send through B is 40009 (one reply in progress across instances)', async () => {
    const m = await chatMember();
    const onA = await stream(servers.a.url, m.token);
    llm.enqueue(llmAnswer.hangAfter(['기다려. ']));
    expect((await send(servers.a.url, m.token, '첫 번째')).status).toBe(200);
    expect(await chunks(onA, 1)).toEqual(['기다려. ']);

    const second = await send(servers.b.url, m.token, '두 번째');
    expect(second.status).toBe(400);
    expect(second.body.code).toBe(40009);
    // Only the first message is stored (after the greeting); its reply is still in progress.
    const list = await messages(servers.b.url, m.token);
    expect(list.map((message) => message.content)).toEqual(['첫 번째', expect.any(String)]);

    expect(
      (await api(servers.a.url, 'POST', '/chatrooms/current/stop', { token: m.token })).status,
    ).toBe(200);
    expect((await onA.nextEvent()).event).toBe('chat_stopped');
  });

  it('two sends at once, one through each instance: one is accepted, the other is 40009', async () => {
    const m = await chatMember();
    const onB = await stream(servers.b.url, m.token);
    llm.enqueue(llmAnswer.hangAfter(['하나만. ']));
    const answers = await Promise.all([
      send(servers.a.url, m.token, '에이'),
      send(servers.b.url, m.token, '비'),
    ]);
    expect(
      answers.map((answer) => answer.body.code ?? answer.status).sort((x, y) => x - y),
    ).toEqual([200, 40009]);
    expect(await chunks(onB, 1)).toEqual(['하나만. ']);
    expect(
      (await messages(servers.a.url, m.token)).filter((x) => x.senderType === 'USER'),
    ).toHaveLength(1);

    expect(
      (await api(servers.b.url, 'POST', '/chatrooms/current/stop', { token: m.token })).status,
    ).toBe(200);
    expect((await onB.nextEvent()).event).toBe('chat_stopped');
  });
});
