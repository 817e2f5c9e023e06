import {
  LOVE_TYPE_QUESTION_COUNT,
  parseSsePayload,
  type ChatMessage,
  type CurrentRoom,
} from '@dama/contract';
import { rmSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeLlmServer, llmAnswer, startFakeLlmServer } from './helpers/fake-llm-server';
import {
  api,
  killInstance,
  signInThrough,
  startInstance,
  stopInstance,
  type Instance,
} from './helpers/server-processes';
import { connect, type SseStream } from './helpers/sse';

/**
 * A server process killed with `kill -9` mid-reply or mid-judge, restarted on the same embedded
 * database (decision 0039): the reply it was generating fails at start-up (the user message
 * FAILED, `chat_error` by replay), so the member can retry on the first request; a reply already
 * stored is never failed nor answered twice. The counsellor is the model engine against the fake
 * model server, so the process can be killed while a model call is open.
 */
describe('the chat after a crash and a restart on the same data (embedded database)', () => {
  let llm: FakeLlmServer;
  const running: Instance[] = [];
  const streams: SseStream[] = [];
  const env = () => ({ LLM_BASE_URL: llm.url, LLM_API_KEY: 'test', LLM_MODEL: 'fake' });

  beforeAll(async () => {
    llm = await startFakeLlmServer();
    llm.setDefault(llmAnswer.json({ completed: false, summary: '' }));
  });
  afterEach(async () => {
    for (const s of streams.splice(0)) s.close();
    for (const instance of running.splice(0)) await stopInstance(instance);
  });
  afterAll(async () => {
    await llm?.close();
  });

  async function start(dataDir?: string): Promise<Instance> {
    const instance = await startInstance(env(), dataDir);
    running.push(instance);
    return instance;
  }

  async function crash(instance: Instance): Promise<void> {
    await killInstance(instance);
    running.splice(running.indexOf(instance), 1);
  }

  async function chatMember(base: string): Promise<string> {
    const { accessToken: token } = await signInThrough(base);
    const results = Array.from({ length: LOVE_TYPE_QUESTION_COUNT }, (_, i) => ({
      questionId: i + 1,
      score: 3,
    }));
    expect(
      (await api(base, 'POST', '/members/love-type', { token, body: { results } })).status,
    ).toBe(200);
    expect((await api(base, 'GET', '/chatrooms/current', { token })).status).toBe(200);
    return token;
  }

  /** A live stream; `seen` is the id of the last stored event it was told of on connecting. */
  async function stream(base: string, token: string, lastEventId?: string) {
    const { stream: s, connected } = await connect(base, {
      token,
      ...(lastEventId === undefined ? {} : { lastEventId }),
    });
    streams.push(s);
    return Object.assign(s, { seen: connected.id });
  }

  const room = async (base: string, token: string) =>
    (await api<CurrentRoom>(base, 'GET', '/chatrooms/current', { token })).body.data!;
  const messages = async (base: string, token: string) =>
    (await api<{ list: ChatMessage[] }>(base, 'GET', '/chatrooms/current/messages', { token })).body
      .data!.list;

  it('killed mid-reply: usable on the first request after the restart, chat_error by replay, one reply', async () => {
    const first = await start();
    const token = await chatMember(first.url);
    const live = await stream(first.url, token);
    llm.enqueue(llmAnswer.hangAfter(['반쯤 말했어. ']));
    const sent = await api<{ messageId: number }>(first.url, 'POST', '/chatrooms/current/send', {
      token,
      body: { message: '어제 크게 싸웠어' },
    });
    expect(sent.status).toBe(200);
    const chunk = await live.nextEvent();
    expect(chunk.event).toBe('chat_response');
    await crash(first);

    const restartedAt = Date.now();
    const second = await start(first.dataDir);
    const listening = Date.now() - restartedAt;
    // The first request after it listens finds the room free and the message failed.
    expect(await room(second.url, token)).toMatchObject({ pendingReply: false });
    const list = await messages(second.url, token);
    expect(list[0]).toMatchObject({ messageId: sent.body.data!.messageId, status: 'FAILED' });
    // The member's stream reconnects from the last event it saw and hears why.
    // (Chunks are not stored and carry no id: the last id it saw is the one it connected at.)
    const resumed = await stream(second.url, token, live.seen);
    const error = await resumed.nextEvent();
    expect(error.event).toBe('chat_error');
    expect(parseSsePayload('chat_error', error.data ?? '')).toMatchObject({
      messageId: sent.body.data!.messageId,
      reason: 'SERVER_SHUTDOWN',
    });

    llm.enqueue(llmAnswer.text(['이번엔 ', '끝까지 들을게.']));
    expect((await api(second.url, 'POST', '/chatrooms/current/retry', { token })).status).toBe(200);
    expect((await resumed.eventsUntil('ai_response_id')).at(-1)?.event).toBe('ai_response_id');
    const after = await messages(second.url, token);
    expect(after.map((m) => [m.senderType, m.status])).toEqual([
      ['ASSISTANT', 'DONE'],
      ['USER', 'DONE'],
      ['ASSISTANT', 'DONE'],
    ]);
    expect(after[0]?.content).toBe('이번엔 끝까지 들을게.');
    // Usable on the first request once it listens; the restart itself is the process start-up.
    console.info(`restart to listening: ${listening} ms`);
    rmSync(first.dataDir, { recursive: true, force: true });
  }, 90_000);

  it('killed mid-judge: the stored reply stays the one answer, nothing failed, send works at once', async () => {
    const first = await start();
    const token = await chatMember(first.url);
    const live = await stream(first.url, token);
    const before = llm.requests.length;
    llm.enqueue(llmAnswer.text(['그랬구나, ', '많이 속상했겠다.']), llmAnswer.hang());
    const sent = await api<{ messageId: number }>(first.url, 'POST', '/chatrooms/current/send', {
      token,
      body: { message: '연락이 없어서 서운했어' },
    });
    expect(sent.status).toBe(200);
    await live.eventsUntil('ai_response_id');
    // The judge's request is open at the model when the process dies.
    await llm.waitForRequests(before + 2);
    expect(llm.requests.at(-1)?.body.stream).not.toBe(true);
    await crash(first);

    const second = await start(first.dataDir);
    expect(await room(second.url, token)).toMatchObject({
      pendingReply: false,
      chatRoomState: 'ALIVE',
      level: 1,
    });
    const list = await messages(second.url, token);
    expect(list.slice(0, 2).map((m) => [m.senderType, m.status, m.content])).toEqual([
      ['ASSISTANT', 'DONE', '그랬구나, 많이 속상했겠다.'],
      ['USER', 'DONE', '연락이 없어서 서운했어'],
    ]);
    expect((await api(second.url, 'POST', '/chatrooms/current/retry', { token })).body.code).toBe(
      40009,
    );
    const resumed = await stream(second.url, token);
    llm.enqueue(llmAnswer.text('그다음엔 어땠어?'));
    expect(
      (
        await api(second.url, 'POST', '/chatrooms/current/send', {
          token,
          body: { message: '그냥 잤어' },
        })
      ).status,
    ).toBe(200);
    await resumed.eventsUntil('ai_response_id');
    const assistants = (await messages(second.url, token)).filter(
      (m) => m.senderType === 'ASSISTANT',
    );
    expect(assistants.filter((m) => m.content === '그랬구나, 많이 속상했겠다.')).toHaveLength(1);
    rmSync(first.dataDir, { recursive: true, force: true });
  }, 90_000);
});
