import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { isCheckInReply } from '../src/modules/counsellor';
import { useListeningApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import {
  chatText,
  currentMessages,
  currentRoom,
  makeTestedMember,
  send,
  untilSettled,
} from './helpers/chat';
import { link, makeMember, type TestMember } from './helpers/couple-factories';
import { FakeCounsellor } from './helpers/fake-counsellor';
import { connect, type SseStream } from './helpers/sse';
import { chatRooms } from './helpers/tables';

/**
 * The check-in (issue 35, decision 0073) through the HTTP layer and a real live stream: a weak
 * sign gets 담이's question whether the member is safe (no safety mode, no engine, no judge);
 * the answer decides: in danger or unclear → safety mode; fine → the engine goes on, and the
 * same sign is not asked about again in that room. The fake counsellor's check-in is the real one.
 */
let t: TestApp;
let base: string;
const counsellor = new FakeCounsellor();
const open = useListeningApp((app, url) => ([t, base] = [app, url]), { counsellor });
beforeEach(() => counsellor.reset());

const SIGN = '이게 마지막 여행이 될 것 같아';

async function member(): Promise<{ m: TestMember; s: SseStream }> {
  const m = await makeTestedMember(t.app);
  await link(t.app, await makeMember(t.app), m);
  await currentRoom(t.app, m.accessToken);
  const opened = await connect(base, { token: m.accessToken });
  open.push(opened.stream);
  return { m, s: opened.stream };
}

/** Sends `text` and returns the reply as the stream carried it, and the events' names. */
async function turn(m: TestMember, s: SseStream, text: string) {
  await send(t.app, m.accessToken, text);
  const blocks = await s.eventsUntil('ai_response_id');
  await untilSettled(t.app, m.accessToken);
  return { reply: chatText(blocks), events: blocks.map((b) => b.event) };
}

function engineCalls(): string[] {
  return counsellor.calls
    .map((c) => c.method)
    .filter((name) => name === 'reply' || name === 'judge');
}

async function checkInColumns(m: TestMember) {
  const [row] = await t.database.db
    .select({
      rule: chatRooms.checkInRule,
      kind: chatRooms.checkInKind,
      cleared: chatRooms.checkInCleared,
    })
    .from(chatRooms)
    .where(eq(chatRooms.memberId, m.memberId));
  return row;
}

describe('the check-in', () => {
  it('asks about a weak sign without safety mode, engine or judge; a yes enters safety mode', async () => {
    const { m, s } = await member();
    // A judge that would end the level is never asked on a check-in turn.
    counsellor.verdicts.push({ completed: true, summary: '여행' });
    const asked = await turn(m, s, SIGN);
    expect(isCheckInReply(asked.reply)).toBe(true);
    expect(asked.reply).toMatch(/스스로를 해치거나 삶을 끝내야겠다는 생각을 하고 있어\?/);
    expect(asked.reply).not.toMatch(/109|1577|1366|112/);
    expect(asked.events).not.toContain('chat_safety_mode');
    expect(engineCalls()).toEqual([]);
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({
      chatRoomState: 'ALIVE',
      level: 1,
      safetyMode: null,
    });
    expect(await checkInColumns(m)).toEqual({ rule: 'last-trip', kind: 'SELF_HARM', cleared: '' });
    // The stored reply is the one the stream carried.
    expect((await currentMessages(t.app, m.accessToken)).list[0]?.content).toBe(asked.reply);

    const answered = await turn(m, s, '응 사실 좀 위험해');
    expect(answered.events.indexOf('chat_safety_mode')).toBeGreaterThanOrEqual(0);
    expect(answered.events.indexOf('chat_safety_mode')).toBeLessThan(
      answered.events.indexOf('chat_response'),
    );
    expect(answered.reply).toContain('109');
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({
      level: 1,
      safetyMode: 'SELF_HARM',
    });
    expect(await checkInColumns(m)).toMatchObject({ rule: null, kind: null });
    expect(engineCalls()).toEqual([]);
  });

  it('an unclear answer enters safety mode too', async () => {
    const { m, s } = await member();
    await turn(m, s, '밧줄 하나 사놨어');
    const answered = await turn(m, s, '몰라 그냥 그래');
    expect(answered.events).toContain('chat_safety_mode');
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({ safetyMode: 'SELF_HARM' });
  });

  it('a clear no goes on with the talk, and the same sign is not asked about again', async () => {
    const { m, s } = await member();
    await turn(m, s, SIGN);
    const fine = await turn(m, s, '아 아니야 그냥 여행 가는 거야 ㅎㅎ');
    expect(isCheckInReply(fine.reply)).toBe(false);
    expect(fine.reply).toBe('그랬구나. 더 들려줄래?');
    expect(fine.events).not.toContain('chat_safety_mode');
    expect(engineCalls()).toEqual(['reply', 'judge']);
    expect(await checkInColumns(m)).toEqual({ rule: null, kind: null, cleared: 'last-trip' });

    const again = await turn(m, s, '아무튼 이게 마지막 여행일 것 같긴 해');
    expect(isCheckInReply(again.reply)).toBe(false);
    expect(engineCalls()).toEqual(['reply', 'judge', 'reply', 'judge']);
    // Another sign is still asked about.
    const other = await turn(m, s, '밧줄 하나 사놨어');
    expect(isCheckInReply(other.reply)).toBe(true);
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({ safetyMode: null });
  });

  it('a risk in the answer itself enters safety mode at once', async () => {
    const { m, s } = await member();
    await turn(m, s, SIGN);
    const answered = await turn(m, s, '아니 그냥 죽고 싶어');
    expect(answered.events).toContain('chat_safety_mode');
    expect(await currentRoom(t.app, m.accessToken)).toMatchObject({ safetyMode: 'SELF_HARM' });
  });
});
