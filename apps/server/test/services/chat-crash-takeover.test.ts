import {
  LOVE_TYPE_QUESTION_COUNT,
  parseSsePayload,
  type ChatMessage,
  type CurrentRoom,
} from '@dama/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../helpers/database';
import { type FakeLlmServer, llmAnswer, startFakeLlmServer } from '../helpers/fake-llm-server';
import { api, killInstance, signInThrough, useTwoInstances } from '../helpers/server-processes';
import { connect, type SseStream } from '../helpers/sse';

/**
 * Decision 0039 in a cluster: instance A generates a reply and dies (`kill -9`) while B keeps
 * serving on the same PostgreSQL and Redis. A's lease is no longer renewed, so B fails the reply
 * within LEASE_STALE_MS and a sweep (≤ 15 s in all): the user message FAILED, `chat_error` on the
 * member's stream on B, and retry through B answers it once.
 */
describe.runIf(usePostgres)('a reply whose instance died is taken over by the other', () => {
  let llm: FakeLlmServer;
  let live: SseStream | undefined;

  beforeAll(async () => {
    llm = await startFakeLlmServer();
    llm.setDefault(llmAnswer.json({ completed: false, summary: '' }));
  });
  afterAll(async () => {
    live?.close();
    await llm?.close();
  });
  const servers = useTwoInstances(() => ({
    LLM_BASE_URL: llm.url,
    LLM_API_KEY: 'test',
    LLM_MODEL: 'fake',
  }));

  it('within 15 s: FAILED, chat_error on B, retry through B gives the one reply', async () => {
    const { a, b } = servers;
    const { accessToken: token } = await signInThrough(b.url);
    const results = Array.from({ length: LOVE_TYPE_QUESTION_COUNT }, (_, i) => ({
      questionId: i + 1,
      score: 3,
    }));
    expect(
      (await api(b.url, 'POST', '/members/love-type', { token, body: { results } })).status,
    ).toBe(200);
    await api(b.url, 'GET', '/chatrooms/current', { token });
    live = (await connect(b.url, { token })).stream;

    llm.enqueue(llmAnswer.hangAfter(['끝나지 않아. ']));
    const sent = await api<{ messageId: number }>(a.url, 'POST', '/chatrooms/current/send', {
      token,
      body: { message: '요즘 자주 다퉈' },
    });
    expect(sent.status).toBe(200);
    expect((await live.nextEvent()).event).toBe('chat_response');
    await killInstance(a);
    const died = Date.now();

    let room: CurrentRoom | undefined;
    while (Date.now() - died < 20_000) {
      room = (await api<CurrentRoom>(b.url, 'GET', '/chatrooms/current', { token })).body.data;
      if (room?.pendingReply === false) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const takeover = Date.now() - died;
    console.info(`takeover after the holder died: ${takeover} ms`);
    expect(room?.pendingReply).toBe(false);
    expect(takeover).toBeLessThanOrEqual(15_000);
    const error = await live.nextEvent();
    expect(error.event).toBe('chat_error');
    expect(parseSsePayload('chat_error', error.data ?? '')).toMatchObject({
      messageId: sent.body.data!.messageId,
      reason: 'SERVER_SHUTDOWN',
    });

    llm.enqueue(llmAnswer.text(['이제 ', '괜찮아.']));
    expect((await api(b.url, 'POST', '/chatrooms/current/retry', { token })).status).toBe(200);
    await live.eventsUntil('ai_response_id');
    const list = (
      await api<{ list: ChatMessage[] }>(b.url, 'GET', '/chatrooms/current/messages', { token })
    ).body.data!.list;
    expect(list.map((m) => [m.senderType, m.status, m.content])).toEqual([
      ['ASSISTANT', 'DONE', '이제 괜찮아.'],
      ['USER', 'DONE', '요즘 자주 다퉈'],
      ['ASSISTANT', 'DONE', expect.any(String)],
    ]);
  }, 60_000);
});
