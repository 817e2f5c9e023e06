import { parseSsePayload } from '@dama/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ATTEMPTS } from '../src/modules/counsellor';
import { useListeningApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { currentMessages, currentRoom, makeTestedMember, send, untilSettled } from './helpers/chat';
import type { TestMember } from './helpers/couple-factories';
import { type FakeLlmServer, llmAnswer, startFakeLlmServer } from './helpers/fake-llm-server';
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
  it('streams the model’s chunks to the member and stores the reply', async () => {
    const { m, s } = await memberWithStream();
    llm.enqueue(
      llmAnswer.text(['그랬구나, ', '연락이 없어서 ', '서운했겠다.']),
      llmAnswer.json({ completed: false, summary: '' }),
    );
    const sent = await send(t.app, m.accessToken, '연락이 없어서 서운했어.');
    const blocks = await s.eventsUntil('ai_response_id');
    await untilSettled(t.app, m.accessToken);

    const chunks = blocks.filter((b) => b.event === 'chat_response').map((b) => b.data);
    expect(chunks).toEqual(['그랬구나, ', '연락이 없어서 ', '서운했겠다.']);
    const [reply, question] = (await currentMessages(t.app, m.accessToken)).list;
    expect(reply).toMatchObject({
      messageId: Number(blocks.at(-1)?.data),
      senderType: 'ASSISTANT',
      content: '그랬구나, 연락이 없어서 서운했겠다.',
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
