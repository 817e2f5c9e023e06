import { endpoints, parseSsePayload } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { SCRIPTED_TURNS_PER_LEVEL } from '../src/modules/counsellor';
import { useListeningApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import {
  chat,
  chatText,
  currentMessages,
  currentRoom,
  makeTestedMember,
  send,
  untilSettled,
} from './helpers/chat';
import { link, type TestMember } from './helpers/couple-factories';
import { ok } from './helpers/http';
import { connect, type SseStream } from './helpers/sse';

/**
 * A whole conversation with the app's own counsellor (the scripted engine, no delay between
 * chunks): no fake, everything through the API and a real live stream.
 */
let t: TestApp;
let base: string;
const open = useListeningApp((app, url) => ([t, base] = [app, url]));

/** The reply's text on the stream, checked against the stored reply (the newest message). */
async function replyOn(s: SseStream, m: TestMember, last = 'ai_response_id'): Promise<string> {
  const blocks = await s.eventsUntil(last);
  await untilSettled(t.app, m.accessToken);
  const replyId = Number(blocks.find((b) => b.event === 'ai_response_id')?.data);
  const page = await currentMessages(t.app, m.accessToken);
  const stored = page.list.find((x) => x.messageId === replyId);
  expect(stored).toMatchObject({ senderType: 'ASSISTANT', status: 'DONE' });
  expect(chatText(blocks)).toBe(stored?.content);
  return chatText(blocks);
}

/** One level's member turns; the last one ends the level (current_level_finished). */
async function level(s: SseStream, m: TestMember, lines: readonly string[]): Promise<string[]> {
  const replies: string[] = [];
  for (const [i, line] of lines.entries()) {
    await send(t.app, m.accessToken, line);
    const end = i === lines.length - 1 ? 'current_level_finished' : 'ai_response_id';
    replies.push(await replyOn(s, m, end));
  }
  return replies;
}

async function upgrade(m: TestMember) {
  return ok(
    await chat(t.app, m.accessToken, 'POST', '/current/upgrade'),
    endpoints.upgradeChatRoom,
  );
}

describe('a conversation with the scripted counsellor', () => {
  it('greets, ends each level after its turns, knows the partner, closes, and summarises', async () => {
    const m = await makeTestedMember(t.app, { nickname: '지민' });
    const partner = await makeTestedMember(t.app, { nickname: '현우' });
    await link(t.app, partner, m);
    const { stream: s } = await connect(base, { token: m.accessToken });
    open.push(s);

    const room = await currentRoom(t.app, m.accessToken);
    expect(room).toMatchObject({ chatRoomState: 'BEFORE_INIT', level: 1 });
    const [greeting] = (await currentMessages(t.app, m.accessToken)).list;
    expect(greeting?.content).toContain('지민');

    // Level 1 ends once what happened, the topic and a feeling are told (the fourth message
    // here), level 2 once the partner's side is told in two messages, level 3 once the member
    // agrees to a step: not one fixed count.
    const level1 = [
      '현우가 요즘 좀 이상해.',
      '어제도 카톡을 읽고 답장이 없었어.',
      '주말에도 연락이 거의 없었어.',
      '나만 기다리는 것 같아서 속상해.',
    ];
    expect(level1.length).toBeGreaterThanOrEqual(SCRIPTED_TURNS_PER_LEVEL.min);
    const replies1 = await level(s, m, level1);
    expect(replies1.every((r) => r.length > 0)).toBe(true);
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({
      chatRoomState: 'NEED_NEXT_QUESTION',
      level: 1,
      pendingReply: false,
    });

    expect(await upgrade(m)).toMatchObject({ chatRoomState: 'ALIVE', level: 2 });
    const opening2 = await replyOn(s, m);
    expect(opening2).toContain('현우');
    const replies2 = await level(s, m, [
      '현우는 바빠서 그랬을 수도 있어.',
      '나도 서운하다고 말을 못 했어.',
    ]);
    expect(replies2[0]).toContain('현우');

    expect(await upgrade(m)).toMatchObject({ chatRoomState: 'ALIVE', level: 3 });
    await replyOn(s, m);
    await level(s, m, ['자기 전에 짧게 통화하고 싶어.', '바쁠 때는 미리 말해 달라고 할래.']);

    expect(await upgrade(m)).toMatchObject({ chatRoomState: 'ALIVE', level: 4 });
    const closing = await replyOn(s, m);
    expect(closing).toContain('지민');
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({
      chatRoomState: 'ALIVE',
      level: 4,
    });

    ok(await chat(t.app, m.accessToken, 'POST', '/current/complete'), endpoints.completeChatRoom);
    const [ready] = await s.eventsUntil('chat_summary_ready').then((b) => b.slice(-1));
    expect(parseSsePayload('chat_summary_ready', ready!.data!)).toEqual({
      chatRoomId: room.chatRoomId,
      summaryState: 'READY',
    });
    const summary = ok(
      await chat(t.app, m.accessToken, 'GET', `/${room.chatRoomId}/summary`),
      endpoints.getChatRoomSummary,
    );
    expect(summary).toMatchObject({ summaryState: 'READY', situationKeyword: '연락' });
    expect(summary.totalSummary).toContain('연락');
    expect(summary.solutionKeyword).toEqual(expect.any(String));
    for (const text of [summary.firstSummary, summary.secondSummary, summary.thirdSummary]) {
      expect(text.length).toBeGreaterThan(0);
    }
    const found = ok(
      await chat(t.app, m.accessToken, 'GET', `?keyword=${encodeURIComponent('연락')}`),
      endpoints.listChatRooms,
    );
    expect(found.list.map((r) => r.chatRoomId)).toEqual([room.chatRoomId]);
  });
});
