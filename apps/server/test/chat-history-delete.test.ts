import { endpoints } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { SUMMARY_JOB } from '../src/modules/chat';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import {
  chat,
  completedChatRoom,
  currentRoom,
  makeTestedMember,
  sendAndWait,
} from './helpers/chat';
import { inviteCodeOf, link, unlinkRequest, type TestMember } from './helpers/couple-factories';
import { FakeCounsellor } from './helpers/fake-counsellor';
import { bearer, fails, ok } from './helpers/http';
import { settled } from './helpers/jobs';

/** A room id's ownership, deletion, withdrawal, encryption at rest and logs (CONTRACT 4.6, DESIGN 16). */
let t: TestApp;
const counsellor = new FakeCounsellor();
useApp((app) => (t = app), { build: { counsellor, logLevel: 'debug' } });

/** A completed room whose summary is READY with these texts. */
const completedRoom = (m: TestMember, totalSummary: string, keywords?: [string, string]) =>
  completedChatRoom(t, counsellor, m, totalSummary, keywords);

function history(m: TestMember, query = '') {
  return chat(t.app, m.accessToken, 'GET', query);
}

describe('ownership of a room id', () => {
  it('own 200; partner, ex-partner and stranger 40302; unknown 40008 (messages and summary)', async () => {
    const owner = await makeTestedMember(t.app);
    const ex = await makeTestedMember(t.app);
    await link(t.app, ex, owner);
    ok(await unlinkRequest(t.app, ex.accessToken), endpoints.unlinkCouple);
    owner.inviteCode = await inviteCodeOf(t.app, owner.accessToken);
    const partner = await makeTestedMember(t.app);
    await link(t.app, partner, owner);
    const stranger = await makeTestedMember(t.app);
    const room = await completedRoom(owner, '내 대화');
    for (const path of [`/${room}/messages`, `/${room}/summary`]) {
      expect((await chat(t.app, owner.accessToken, 'GET', path)).statusCode, path).toBe(200);
      fails(await chat(t.app, partner.accessToken, 'GET', path), 40302);
      fails(await chat(t.app, ex.accessToken, 'GET', path), 40302);
      fails(await chat(t.app, stranger.accessToken, 'GET', path), 40302);
      fails(
        await chat(t.app, owner.accessToken, 'GET', path.replace(String(room), '999999')),
        40008,
      );
    }
    fails(await chat(t.app, partner.accessToken, 'DELETE', '', { chatRoomIdList: [room] }), 40302);
  });
});

describe('DELETE /chatrooms', () => {
  it('all or nothing: any id that is not a completed room of the caller → 40302, nothing deleted', async () => {
    const m = await makeTestedMember(t.app);
    const other = await makeTestedMember(t.app);
    const one = await completedRoom(m, '하나');
    const two = await completedRoom(m, '둘');
    const theirs = await completedRoom(other, '남의 것');
    const current = (await currentRoom(t.app, m.accessToken)).chatRoomId;
    for (const list of [
      [one, theirs],
      [one, current],
      [one, 999999],
    ]) {
      fails(await chat(t.app, m.accessToken, 'DELETE', '', { chatRoomIdList: list }), 40302);
    }
    expect(ok(await history(m), endpoints.listChatRooms).totalCount).toBe(2);
    expect(
      ok(
        await chat(t.app, m.accessToken, 'DELETE', '', { chatRoomIdList: [one, two] }),
        endpoints.deleteChatRooms,
      ),
    ).toEqual({ deletedCount: 2 });
    expect(ok(await history(m), endpoints.listChatRooms).totalCount).toBe(0);
    fails(await chat(t.app, m.accessToken, 'GET', `/${one}/messages`), 40008);
    const { rows } = await t.database.executeSql(
      `select count(*)::int as n from chat_messages where room_id in (${one}, ${two})`,
    );
    expect(rows[0]).toEqual({ n: 0 });
    const rooms = await t.database.executeSql(
      `select count(*)::int as n from chat_rooms where id in (${one}, ${two})`,
    );
    expect(rooms.rows[0]).toEqual({ n: 0 });
    expect(ok(await history(other), endpoints.listChatRooms).totalCount).toBe(1);
  });

  it('a stranger’s or a partner’s delete is 40302 and leaves the room; the owner’s erases it', async () => {
    const owner = await makeTestedMember(t.app);
    const partner = await makeTestedMember(t.app);
    await link(t.app, partner, owner);
    const stranger = await makeTestedMember(t.app);
    const room = await completedRoom(owner, '지울 대화');
    for (const who of [partner, stranger]) {
      fails(await chat(t.app, who.accessToken, 'DELETE', '', { chatRoomIdList: [room] }), 40302);
    }
    expect(ok(await history(owner), endpoints.listChatRooms).totalCount).toBe(1);
    ok(
      await chat(t.app, owner.accessToken, 'DELETE', '', { chatRoomIdList: [room] }),
      endpoints.deleteChatRooms,
    );
    // Deleted is gone: a second delete of the same id is 40302 like any id that is not the caller’s.
    fails(await chat(t.app, owner.accessToken, 'DELETE', '', { chatRoomIdList: [room] }), 40302);
  });

  it('an empty list and a duplicated id are 40000, and nothing is deleted', async () => {
    const m = await makeTestedMember(t.app);
    const room = await completedRoom(m, '남을 대화');
    fails(await chat(t.app, m.accessToken, 'DELETE', '', { chatRoomIdList: [] }), 40000);
    fails(await chat(t.app, m.accessToken, 'DELETE', '', { chatRoomIdList: [room, room] }), 40000);
    fails(await chat(t.app, m.accessToken, 'DELETE', '', {}), 40000);
    expect(ok(await history(m), endpoints.listChatRooms).totalCount).toBe(1);
  });

  it('a room whose summary is still PENDING can be deleted; the summary job then does nothing', async () => {
    const m = await makeTestedMember(t.app);
    await currentRoom(t.app, m.accessToken);
    await sendAndWait(t.app, m, '요약 전에 지울 이야기');
    let finish!: (value: {
      totalSummary: string;
      situationKeyword: string;
      solutionKeyword: string;
    }) => void;
    counsellor.summaries.push(new Promise((resolve) => (finish = resolve)));
    const job = settled(t.app.jobs, SUMMARY_JOB);
    const { chatRoomId } = ok(
      await chat(t.app, m.accessToken, 'POST', '/current/complete'),
      endpoints.completeChatRoom,
    );
    const before = ok(
      await chat(t.app, m.accessToken, 'GET', `/${chatRoomId}/summary`),
      endpoints.getChatRoomSummary,
    );
    expect(before.summaryState).toBe('PENDING');
    expect(
      ok(
        await chat(t.app, m.accessToken, 'DELETE', '', { chatRoomIdList: [chatRoomId] }),
        endpoints.deleteChatRooms,
      ),
    ).toEqual({ deletedCount: 1 });
    // The run that was under way finishes without error and brings nothing back.
    finish({ totalSummary: '지운 요약', situationKeyword: '상황', solutionKeyword: '해결' });
    expect(await job).toMatchObject({ ok: true });
    // A run that starts after the deletion finds nothing to do.
    await t.app.appJobs.chatSummary.runNow({ roomId: chatRoomId });
    for (const table of ['chat_rooms', 'chat_messages']) {
      const column = table === 'chat_rooms' ? 'id' : 'room_id';
      const { rows } = await t.database.executeSql(
        `select count(*)::int as n from ${table} where ${column} = ${chatRoomId}`,
      );
      expect(rows[0], table).toEqual({ n: 0 });
    }
    expect(t.logs.join('\n')).not.toContain('지운 요약');
    fails(await chat(t.app, m.accessToken, 'GET', `/${chatRoomId}/summary`), 40008);
  });
});

describe('at rest and in logs', () => {
  it('message text and level summaries are encrypted; logs never contain chat text', async () => {
    const m = await makeTestedMember(t.app);
    const secret = '비밀스러운고민이야기';
    counsellor.replies.push({ chunks: ['답장도', '비밀스러운답장'] });
    counsellor.verdicts.push({ completed: true, summary: '비밀스러운요약' });
    await currentRoom(t.app, m.accessToken);
    await sendAndWait(t.app, m, secret);
    const { rows } = await t.database.executeSql(
      `select m.content_enc, r.first_summary_enc from chat_messages m join chat_rooms r on r.id = m.room_id where m.member_id = ${m.memberId}`,
    );
    expect(rows.length).toBe(3);
    const raw = JSON.stringify(rows);
    for (const text of [secret, '비밀스러운답장', '비밀스러운요약']) {
      expect(raw).not.toContain(text);
      expect(raw).not.toContain(Buffer.from(text).toString('base64'));
    }
    const logs = t.logs.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    for (const text of [secret, '비밀스러운답장', '비밀스러운요약'])
      expect(logs).not.toContain(text);
  });
});

describe('withdrawal', () => {
  it('erases the member’s rooms and messages; totalChatRoomCount counts completed rooms', async () => {
    const m = await makeTestedMember(t.app);
    await completedRoom(m, '지난 대화');
    await currentRoom(t.app, m.accessToken);
    await sendAndWait(t.app, m, '지금 대화');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/members',
      headers: bearer(m.accessToken),
    });
    expect(ok(me, endpoints.getMember).totalChatRoomCount).toBe(1);
    ok(
      await t.app.inject({ method: 'DELETE', url: '/api/members', headers: bearer(m.accessToken) }),
      endpoints.withdraw,
    );
    for (const table of ['chat_rooms', 'chat_messages']) {
      const { rows } = await t.database.executeSql(
        `select count(*)::int as n from ${table} where member_id = ${m.memberId}`,
      );
      expect(rows[0], table).toEqual({ n: 0 });
    }
  });
});
