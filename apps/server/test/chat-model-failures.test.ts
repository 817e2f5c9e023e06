import { endpoints } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import {
  chat,
  currentMessages,
  currentRoom,
  makeTestedMember,
  MemberEventLog,
  send,
  untilSettled,
} from './helpers/chat';
import { type LlmAnswer, llmAnswer } from './helpers/fake-llm-server';
import { ok } from './helpers/http';
import { MODEL_TEST_LIMITS, useModelChatApp } from './helpers/model-chat';

/**
 * A model that fails, through the real HTTP layer and the real `openai` engine (issue 35): a
 * model that times out, fails with 5xx or cuts its stream mid-reply gives the member the
 * contract's failure (`chat_error`, the message FAILED, nothing of the reply stored) and loses
 * nothing: the member's message is kept, `POST retry` answers it once, nothing is stored twice.
 * A judge that answers garbage costs the member nothing: the reply stands, the level goes on.
 */
const t = useModelChatApp();
const tries = MODEL_TEST_LIMITS.attempts;
const judgeNo = llmAnswer.json({ completed: false, summary: '', risk: null });

async function member() {
  const m = await makeTestedMember(t.app.app, { nickname: '지민' });
  const { chatRoomId } = await currentRoom(t.app.app, m.accessToken);
  return { m, roomId: chatRoomId, log: new MemberEventLog(t.app.app, m.memberId) };
}

/** A turn whose model fails every try as `failing` does, then the member's retry that works. */
async function failThenRetry(failing: () => LlmAnswer, count: number = tries) {
  const { m, roomId, log } = await member();
  t.llm.enqueue(...Array.from({ length: count }, failing));
  const sent = await send(t.app.app, m.accessToken, '어제 또 연락 문제로 다퉜어');
  const error = await log.next('chat_error');
  await untilSettled(t.app.app, m.accessToken);
  const streamedBeforeError = log.chunks();

  const failed = await currentMessages(t.app.app, m.accessToken);
  const room = await currentRoom(t.app.app, m.accessToken);

  t.llm.enqueue(llmAnswer.text(['다퉈서 ', '속상했겠다. ', '무슨 말이 오갔어?']), judgeNo);
  ok(await chat(t.app.app, m.accessToken, 'POST', '/current/retry'), endpoints.retryChatReply);
  const replyId = await log.next('ai_response_id');
  await untilSettled(t.app.app, m.accessToken);
  const after = await currentMessages(t.app.app, m.accessToken);
  log.close();
  return { roomId, sent, error, failed, room, replyId, after, streamedBeforeError };
}

function expectLostNothing(r: Awaited<ReturnType<typeof failThenRetry>>) {
  expect(r.error).toEqual({
    chatRoomId: r.roomId,
    messageId: r.sent.messageId,
    reason: 'COUNSELLOR_UNAVAILABLE',
  });
  // The greeting and the member's message, now FAILED; nothing of the reply.
  expect(r.failed.totalCount).toBe(2);
  expect(r.failed.list[0]).toMatchObject({
    messageId: r.sent.messageId,
    content: '어제 또 연락 문제로 다퉜어',
    status: 'FAILED',
  });
  expect(r.room.pendingReply).toBeFalsy();
  // Retried: the same message answered once, DONE again.
  expect(r.after.totalCount).toBe(3);
  const [reply, question] = r.after.list;
  expect(reply).toMatchObject({
    messageId: r.replyId,
    senderType: 'ASSISTANT',
    content: '다퉈서 속상했겠다. 무슨 말이 오갔어?',
    status: 'DONE',
  });
  expect(question).toMatchObject({ messageId: r.sent.messageId, status: 'DONE' });
}

describe('a model that fails: chat_error, FAILED, retry, nothing lost or doubled', () => {
  it('times out (silent) on every try', async () => {
    const r = await failThenRetry(() => llmAnswer.hang());
    expectLostNothing(r);
    expect(r.streamedBeforeError).toBe('');
  });

  it('answers 503 on every try', async () => {
    const r = await failThenRetry(() => llmAnswer.error(503));
    expectLostNothing(r);
  });

  it('cuts the connection mid-reply, after a sentence reached the member', async () => {
    const r = await failThenRetry(() => llmAnswer.dropAfter(['반쯤 말했어. ', '그런데 ']), 1);
    // Not tried again once a sentence was shown: one try, chat_error; then the member's retry.
    expect(t.llm.requests.filter((x) => x.body.stream === true)).toHaveLength(2);
    expectLostNothing(r);
    expect(r.streamedBeforeError).toBe('반쯤 말했어. ');
  });

  it('goes silent mid-sentence on every try: retried, nothing shown, then FAILED', async () => {
    const r = await failThenRetry(() => llmAnswer.hangAfter(['반쯤 ', '말하다가']));
    expectLostNothing(r);
    expect(r.streamedBeforeError).toBe('');
  });

  it('a reset mid-sentence is tried again unseen, and the reply arrives once', async () => {
    const { m, log } = await member();
    t.llm.enqueue(
      llmAnswer.dropAfter(['반쯤 ', '말하다가']),
      llmAnswer.text(['다시 ', '말할게. ', '무슨 일이 있었어?']),
      judgeNo,
    );
    await send(t.app.app, m.accessToken, '어제 또 연락 문제로 다퉜어');
    await log.next('ai_response_id');
    await untilSettled(t.app.app, m.accessToken);
    log.close();
    expect(log.names()).not.toContain('chat_error');
    expect(log.chunks()).toBe('다시 말할게. 무슨 일이 있었어?');
    const page = await currentMessages(t.app.app, m.accessToken);
    expect(page.totalCount).toBe(3);
    expect(page.list[0]?.content).toBe('다시 말할게. 무슨 일이 있었어?');
  });
});

describe('a judge that answers garbage', () => {
  it.each([
    ['not JSON', llmAnswer.text('네, 이 단계는 끝난 것 같아요!')],
    ['the wrong shape', llmAnswer.json({ done: 'yes', summary: 42 })],
    ['a 500', llmAnswer.error(500)],
  ])('%s: the reply stands, the level goes on, no error to the member', async (_, garbage) => {
    const { m, log } = await member();
    t.llm.enqueue(llmAnswer.text(['그랬구나. ', '더 들려줄래?']), garbage, garbage);
    await send(t.app.app, m.accessToken, '어제 또 연락 문제로 다퉜어');
    await log.next('ai_response_id');
    await untilSettled(t.app.app, m.accessToken);

    expect(log.names()).not.toContain('chat_error');
    expect(log.names()).not.toContain('current_level_finished');
    const room = await currentRoom(t.app.app, m.accessToken);
    expect(room).toMatchObject({ level: 1, safetyMode: null, pendingReply: false });
    const page = await currentMessages(t.app.app, m.accessToken);
    expect(page.list[0]).toMatchObject({ content: '그랬구나. 더 들려줄래?', status: 'DONE' });
    expect(t.judgeFailures).toBe(garbage.kind === 'error' ? 1 : 0);

    // The member can go on at once.
    t.llm.enqueue(llmAnswer.text(['응, ', '계속 얘기해 줘.']), judgeNo);
    await send(t.app.app, m.accessToken, '응 그래서 속상해');
    await log.next('ai_response_id');
    await untilSettled(t.app.app, m.accessToken);
    log.close();
    expect((await currentMessages(t.app.app, m.accessToken)).totalCount).toBe(5);
  });
});
