import { endpoints, errorMessages } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { COMPLETE_LIMITS, SUMMARY_JOB } from '../src/modules/chat';
import type { TestApp } from './helpers/build';
import { chat, currentRoom, makeTestedMember, useChatApp } from './helpers/chat';
import { signInAgain, type TestMember } from './helpers/couple-factories';
import { fails, ok } from './helpers/http';

/**
 * How often a member may end rooms (decision 0040): POST complete counts against
 * COMPLETE_LIMITS, the idle job and the reads that complete a room idle for 24 hours do not.
 */
let t: TestApp;
useChatApp((app) => (t = app));

const [PER_MINUTE, PER_DAY] = COMPLETE_LIMITS;
/** Far enough apart that the minute limit never refuses. */
const APART_MS = PER_MINUTE.rule.windowMs / PER_MINUTE.rule.max;

function complete(m: TestMember) {
  return chat(t.app, m.accessToken, 'POST', '/current/complete');
}

/** Reads the current room (created when there is none) and completes it; returns its id. */
async function completeNewRoom(m: TestMember): Promise<number> {
  const { chatRoomId } = await currentRoom(t.app, m.accessToken);
  expect(ok(await complete(m), endpoints.completeChatRoom)).toEqual({ chatRoomId });
  return chatRoomId;
}

async function roomState(roomId: number) {
  const { rows } = await t.database.executeSql(
    `select state, summary_state from chat_rooms where id = ${roomId}`,
  );
  return rows[0] as { state: string; summary_state: string | null };
}

/** Summary jobs ever queued for the room (pg-boss keeps them in its job table). */
async function summaryJobs(roomId: number): Promise<number> {
  const { rows } = await t.database.executeSql(
    `select count(*)::int as n from pgboss.job
     where name = '${SUMMARY_JOB}' and data->>'roomId' = '${roomId}'`,
  );
  return (rows[0] as { n: number }).n;
}

/** Asserts 42900 with the contract's message and a Retry-After; returns the seconds. */
function limited(res: Awaited<ReturnType<typeof complete>>): number {
  expect(fails(res, 42900)).toBe(errorMessages[42900]);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThanOrEqual(1);
  return seconds;
}

/** Makes a room look idle for 24 hours without moving the clock (the limit's windows stay). */
async function idleFor24Hours(roomId: number): Promise<void> {
  await t.database.executeSql(
    `update chat_rooms set created_at = created_at - interval '25 hours',
       last_message_at = last_message_at - interval '25 hours' where id = ${roomId}`,
  );
}

describe('POST /chatrooms/current/complete: the completion limits', () => {
  it('5 a minute: the 6th answers 42900 and leaves the room as it was; after the minute it works', async () => {
    expect(PER_MINUTE.rule).toEqual({ max: 5, windowMs: 60_000 });
    const m = await makeTestedMember(t.app);
    const other = await makeTestedMember(t.app);
    const first = await completeNewRoom(m);
    for (let i = 1; i < PER_MINUTE.rule.max; i++) await completeNewRoom(m);
    // No current room: 40008 comes first (CONTRACT 4.6), and such a request is not counted.
    fails(await complete(m), 40008);
    const room = await currentRoom(t.app, m.accessToken);
    t.clock.advance(30_000);
    const seconds = limited(await complete(m));
    expect(seconds).toBe(30);
    // The room is still the member's current one, untouched, and no summary job was queued.
    expect(await currentRoom(t.app, m.accessToken)).toEqual(room);
    expect(await roomState(room.chatRoomId)).toEqual({ state: 'BEFORE_INIT', summary_state: null });
    expect(await summaryJobs(room.chatRoomId)).toBe(0);
    expect(await summaryJobs(first)).toBe(1);
    // Counted per member: another member is not limited.
    await completeNewRoom(other);
    t.clock.advance(seconds * 1000);
    expect(ok(await complete(m), endpoints.completeChatRoom)).toEqual({
      chatRoomId: room.chatRoomId,
    });
    expect(await roomState(room.chatRoomId)).toMatchObject({ state: 'COMPLETED' });
    expect(await summaryJobs(room.chatRoomId)).toBe(1);
  });

  it('50 a day: the 51st answers 42900 until the day’s window ends', async () => {
    expect(PER_DAY.rule).toEqual({ max: 50, windowMs: 24 * 60 * 60_000 });
    const m = await makeTestedMember(t.app);
    for (let i = 0; i < PER_DAY.rule.max; i++) {
      await completeNewRoom(m);
      t.clock.advance(APART_MS);
    }
    const room = await currentRoom(t.app, m.accessToken);
    const seconds = limited(await complete(m));
    const elapsed = (PER_DAY.rule.max * APART_MS) / 1000;
    expect(seconds).toBe(24 * 60 * 60 - elapsed);
    expect(await roomState(room.chatRoomId)).toMatchObject({ state: 'BEFORE_INIT' });
    expect(await summaryJobs(room.chatRoomId)).toBe(0);
    // Still refused later that day; once the day's window has ended it works.
    t.clock.advance(60 * 60_000);
    await signInAgain(t.app, m);
    limited(await complete(m));
    t.clock.advance(seconds * 1000 - 60 * 60_000);
    await signInAgain(t.app, m);
    expect(await completeNewRoom(m)).toBe(room.chatRoomId);
  });

  it('a read of a room idle for 24 hours, and the idle job, complete rooms whatever the limit', async () => {
    const reader = await makeTestedMember(t.app);
    const idle = await makeTestedMember(t.app);
    for (let i = 0; i < PER_MINUTE.rule.max; i++) {
      await completeNewRoom(reader);
      await completeNewRoom(idle);
    }
    const readerRoom = await currentRoom(t.app, reader.accessToken);
    const idleRoom = await currentRoom(t.app, idle.accessToken);
    limited(await complete(reader));
    limited(await complete(idle));
    await idleFor24Hours(readerRoom.chatRoomId);
    await idleFor24Hours(idleRoom.chatRoomId);

    // A read completes the reader's idle room and starts a new one.
    const next = await currentRoom(t.app, reader.accessToken);
    expect(next.chatRoomId).not.toBe(readerRoom.chatRoomId);
    expect(await roomState(readerRoom.chatRoomId)).toMatchObject({ state: 'COMPLETED' });
    expect(await summaryJobs(readerRoom.chatRoomId)).toBe(1);

    // The idle job completes the other one.
    await t.app.appJobs.chatCompleteIdle.runNow({});
    expect(await roomState(idleRoom.chatRoomId)).toMatchObject({ state: 'COMPLETED' });
    expect(await summaryJobs(idleRoom.chatRoomId)).toBe(1);

    // Neither used the members' budget nor lifted the limit: their own requests are still refused.
    limited(await complete(reader));
    expect(await roomState(next.chatRoomId)).toMatchObject({ state: 'BEFORE_INIT' });
  });
});
