import { beforeEach, describe, expect, it } from 'vitest';
import { LiveReplies } from '../src/modules/chat/live-replies';
import { useListeningApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import {
  MemberEventLog,
  chatText,
  currentMessages,
  currentRoom,
  makeTestedMember,
  send,
  untilSettled,
} from './helpers/chat';
import { FakeCounsellor, Gate } from './helpers/fake-counsellor';
import { connect, type SseStream } from './helpers/sse';

/** Replies over real streams; a stream opened mid-reply gets the text so far (decision 0019). */
let t: TestApp;
let base: string;
const counsellor = new FakeCounsellor();
const open = useListeningApp((app, url) => ([t, base] = [app, url]), { counsellor });
beforeEach(() => counsellor.reset());

async function stream(token: string, lastEventId?: string): Promise<SseStream> {
  const opened = await connect(base, { token, ...(lastEventId ? { lastEventId } : {}) });
  open.push(opened.stream);
  return opened.stream;
}

describe('a reply on the live stream', () => {
  it('chunks without ids, then ai_response_id with an id; together they are the stored reply', async () => {
    const m = await makeTestedMember(t.app);
    await currentRoom(t.app, m.accessToken);
    const s = await stream(m.accessToken);
    counsellor.replies.push({ chunks: ['첫 줄\n', '둘째 줄', '!'] });
    await send(t.app, m.accessToken, '안녕');
    const blocks = await s.eventsUntil('ai_response_id');
    expect(blocks.filter((b) => b.event === 'chat_response').every((b) => b.id === undefined)).toBe(
      true,
    );
    const last = blocks.at(-1)!;
    expect(last.id).toEqual(expect.any(String));
    const stored = (await currentMessages(t.app, m.accessToken)).list[0]!;
    expect(stored.messageId).toBe(Number(last.data));
    expect(chatText(blocks)).toBe(stored.content);
    expect(stored.content).toBe('첫 줄\n둘째 줄!');
    await untilSettled(t.app, m.accessToken);
  });

  it('a stream opened mid-reply gets a snapshot of the text so far, then the rest: no gap, no duplicate', async () => {
    const m = await makeTestedMember(t.app);
    const room = await currentRoom(t.app, m.accessToken);
    const log = new MemberEventLog(t.app, m.memberId);
    const gate = new Gate();
    counsellor.replies.push({ chunks: ['하나 ', '둘 ', '셋 ', '넷'], gate, gateAt: 2 });
    await send(t.app, m.accessToken, '안녕');
    await log.next('chat_response');
    await log.next('chat_response');

    const late = await stream(m.accessToken);
    // Resuming with Last-Event-ID too: the snapshot comes after the replay.
    const resumed = await stream(m.accessToken, '0');
    gate.open();
    for (const s of [late, resumed]) {
      const blocks = await s.eventsUntil('ai_response_id');
      const snapshot = blocks.find((b) => b.event === 'chat_response_snapshot');
      expect(JSON.parse(snapshot?.data ?? '{}')).toEqual({
        chatRoomId: room.chatRoomId,
        content: '하나 둘 ',
      });
      expect(blocks.indexOf(snapshot!)).toBe(
        blocks.findIndex(
          (b) => b.event === 'chat_response_snapshot' || b.event === 'chat_response',
        ),
      );
      const stored = (await currentMessages(t.app, m.accessToken)).list[0]!;
      expect((JSON.parse(snapshot!.data!) as { content: string }).content + chatText(blocks)).toBe(
        stored.content,
      );
      expect(stored.content).toBe('하나 둘 셋 넷');
    }
    await untilSettled(t.app, m.accessToken);
    // After the reply: a new stream gets no snapshot.
    const after = await stream(m.accessToken);
    counsellor.replies.push({ chunks: ['다음'] });
    await send(t.app, m.accessToken, '또');
    const blocks = await after.eventsUntil('ai_response_id');
    expect(blocks.map((b) => b.event)).toEqual(['chat_response', 'ai_response_id']);
    await untilSettled(t.app, m.accessToken);
    log.close();
  });

  it('a stream opened after a stop gets no snapshot; chat_stopped reaches open streams', async () => {
    const m = await makeTestedMember(t.app);
    await currentRoom(t.app, m.accessToken);
    const s = await stream(m.accessToken);
    counsellor.replies.push({ chunks: ['멈출 ', '말'], gate: new Gate() });
    await send(t.app, m.accessToken, '안녕');
    expect((await s.nextEvent()).event).toBe('chat_response');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chatrooms/current/stop',
      headers: { authorization: `Bearer ${m.accessToken}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await s.nextEvent()).event).toBe('chat_stopped');
    const later = await stream(m.accessToken);
    counsellor.replies.push({ chunks: ['새 답'] });
    await send(t.app, m.accessToken, '다시');
    expect((await later.eventsUntil('ai_response_id')).map((b) => b.event)).toEqual([
      'chat_response',
      'ai_response_id',
    ]);
    await untilSettled(t.app, m.accessToken);
  });
});

describe('LiveReplies (this instance’s view of replies in progress)', () => {
  const chunk = (live: LiveReplies, index: number, data: string, roomId = 1) =>
    live.onMessage(7, 'chat_response', data, { roomId, index });
  const snapshot = (live: LiveReplies) => live.openingFrames(7)?.() ?? [];

  it('a reply whose first chunk or a middle chunk this instance missed gives no snapshot', () => {
    const live = new LiveReplies();
    chunk(live, 1, '둘');
    expect(snapshot(live)).toEqual([]);
    chunk(live, 0, '하나');
    chunk(live, 2, '셋');
    expect(snapshot(live)).toEqual([]);
    chunk(live, 0, '처음');
    chunk(live, 1, '부터');
    expect(snapshot(live)).toEqual([
      {
        event: 'chat_response_snapshot',
        data: JSON.stringify({ chatRoomId: 1, content: '처음부터' }),
      },
    ]);
  });

  it('forgets the text at the reply’s end, and a provider taken before the end writes nothing', () => {
    const live = new LiveReplies();
    chunk(live, 0, '하나');
    const taken = live.openingFrames(7);
    live.onMessage(7, 'ai_response_id', '12', undefined);
    expect(taken?.()).toEqual([]);
    expect(live.openingFrames(7)).toBeNull();
    chunk(live, 0, '다음');
    live.ended(7);
    expect(live.size).toBe(0);
  });
});
