import { endpoints } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { COMPLETE_LIMITS } from '../src/modules/chat';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { chat, completedChatRoom, currentRoom, makeTestedMember } from './helpers/chat';
import { link, type TestMember } from './helpers/couple-factories';
import { FakeCounsellor } from './helpers/fake-counsellor';
import { fails, ok } from './helpers/http';

/** The history list and its search (CONTRACT 4.6); deletion, ownership, withdrawal: chat-history-delete.test.ts. */
let t: TestApp;
const counsellor = new FakeCounsellor();
useApp((app) => (t = app), { build: { counsellor, logLevel: 'debug' } });

/** A completed room whose summary is READY with these texts. */
const completedRoom = (m: TestMember, totalSummary: string, keywords?: [string, string]) =>
  completedChatRoom(t, counsellor, m, totalSummary, keywords);

function history(m: TestMember, query = '') {
  return chat(t.app, m.accessToken, 'GET', query);
}

describe('GET /chatrooms', () => {
  it('lists the caller’s completed rooms newest first, paged; the current room is not listed', async () => {
    const m = await makeTestedMember(t.app);
    const first = await completedRoom(m, '첫 번째 대화');
    t.clock.advance(60_000);
    const second = await completedRoom(m, '두 번째 대화');
    await currentRoom(t.app, m.accessToken);
    const page = ok(await history(m), endpoints.listChatRooms);
    expect(page).toMatchObject({ size: 2, page: 0, totalCount: 2 });
    expect(page.list.map((r) => r.chatRoomId)).toEqual([second, first]);
    expect(page.list[0]).toMatchObject({ totalSummary: '두 번째 대화', situationKeyword: '상황' });
    const paged = ok(await history(m, '?size=1&page=1'), endpoints.listChatRooms);
    expect(paged.list.map((r) => r.chatRoomId)).toEqual([first]);
  });

  it('keyword: a literal, case-insensitive substring of the title or keywords (% _ \\ escaped)', async () => {
    const m = await makeTestedMember(t.app);
    const a = await completedRoom(m, 'Weekend 100% 서운함', ['약속', '대화']);
    const b = await completedRoom(m, '연락_문제', ['연락', 'a\\b']);
    await completedRoom(m, '기념일', ['선물', '계획']);
    const ids = async (keyword: string) =>
      ok(
        await history(m, `?keyword=${encodeURIComponent(keyword)}`),
        endpoints.listChatRooms,
      ).list.map((r) => r.chatRoomId);
    expect(await ids('weekEND')).toEqual([a]);
    expect(await ids('%')).toEqual([a]);
    expect(await ids('_')).toEqual([b]);
    expect(await ids('\\')).toEqual([b]);
    expect(await ids('연락')).toEqual([b]);
    expect(await ids('없는말')).toEqual([]);
  });

  it('keyword: mixed case in the keywords, Korean partial words, decomposed input, spaces', async () => {
    const m = await makeTestedMember(t.app);
    const a = await completedRoom(m, '연락 문제로 서운했던 날', ['Kakao톡', '통화 약속']);
    const b = await completedRoom(m, '기념일 선물', ['선물', '깜짝 이벤트']);
    const ids = async (keyword: string) =>
      ok(
        await history(m, `?keyword=${encodeURIComponent(keyword)}`),
        endpoints.listChatRooms,
      ).list.map((r) => r.chatRoomId);
    expect(await ids('KAKAO')).toEqual([a]);
    expect(await ids('kakao톡')).toEqual([a]);
    expect(await ids('연락')).toEqual([a]);
    expect(await ids('락 문')).toEqual([a]);
    expect(await ids('서운')).toEqual([a]);
    expect(await ids('약속')).toEqual([a]);
    expect(await ids('깜짝')).toEqual([b]);
    // A phone may send the keyword decomposed (NFD jamo): it is read as the composed text.
    expect(await ids('연락'.normalize('NFD'))).toEqual([a]);
    // Surrounding spaces are not part of the search; a blank keyword lists everything.
    expect(await ids('  선물  ')).toEqual([b]);
    expect(await ids('   ')).toEqual([b, a]);
    expect(await ids('연락%')).toEqual([]);
  });

  it('keyword: up to 100 characters after trimming (composed), then 40000', async () => {
    const m = await makeTestedMember(t.app);
    const long = `${'연락'.repeat(49)}문제`;
    const room = await completedRoom(m, long);
    expect(Array.from(long)).toHaveLength(100);
    const search = (keyword: string) => history(m, `?keyword=${encodeURIComponent(keyword)}`);
    const found = ok(await search(long), endpoints.listChatRooms).list.map((r) => r.chatRoomId);
    expect(found).toEqual([room]);
    // Spaces around it and a decomposed spelling are not counted.
    expect(ok(await search(`  ${long}  `), endpoints.listChatRooms).list).toHaveLength(1);
    expect(ok(await search(long.normalize('NFD')), endpoints.listChatRooms).list).toHaveLength(1);
    fails(await search(`${long}요`), 40000);
  });

  it('pages of 10 by default: the last page holds the rest, past the end is empty', async () => {
    const m = await makeTestedMember(t.app);
    const rooms: number[] = [];
    // Past the completion limit's minute, one room at a time (COMPLETE_LIMITS: 5 a minute).
    const apart = COMPLETE_LIMITS[0].rule.windowMs / COMPLETE_LIMITS[0].rule.max;
    for (let i = 0; i < 12; i += 1) {
      rooms.push(await completedRoom(m, `대화 ${i}`));
      t.clock.advance(apart);
    }
    const newestFirst = [...rooms].reverse();
    const first = ok(await history(m), endpoints.listChatRooms);
    expect(first).toMatchObject({ page: 0, size: 10, totalCount: 12 });
    expect(first.list.map((r) => r.chatRoomId)).toEqual(newestFirst.slice(0, 10));
    const second = ok(await history(m, '?page=1'), endpoints.listChatRooms);
    expect(second).toMatchObject({ page: 1, size: 2, totalCount: 12 });
    expect(second.list.map((r) => r.chatRoomId)).toEqual(newestFirst.slice(10));
    const past = ok(await history(m, '?page=2'), endpoints.listChatRooms);
    expect(past).toMatchObject({ size: 0, totalCount: 12, list: [] });
    const searched = ok(await history(m, '?keyword=대화%201&size=2'), endpoints.listChatRooms);
    expect(searched.totalCount).toBe(3);
    expect(searched.list.map((r) => r.chatRoomId)).toEqual([rooms[11], rooms[10]]);
    const searchedOn = ok(
      await history(m, '?keyword=대화%201&size=2&page=1'),
      endpoints.listChatRooms,
    );
    expect(searchedOn).toMatchObject({ page: 1, size: 1, totalCount: 3 });
    expect(searchedOn.list.map((r) => r.chatRoomId)).toEqual([rooms[1]]);
    const searchedPast = ok(await history(m, '?keyword=대화%201&page=1'), endpoints.listChatRooms);
    expect(searchedPast).toMatchObject({ size: 0, totalCount: 3, list: [] });
  });

  it('lists only the caller’s rooms: a partner’s and a stranger’s are never listed', async () => {
    const m = await makeTestedMember(t.app);
    const partner = await makeTestedMember(t.app);
    await link(t.app, partner, m);
    const stranger = await makeTestedMember(t.app);
    const mine = await completedRoom(m, '같은 제목');
    await completedRoom(partner, '같은 제목');
    await completedRoom(stranger, '같은 제목');
    const list = ok(await history(m, '?keyword=같은'), endpoints.listChatRooms).list;
    expect(list.map((r) => r.chatRoomId)).toEqual([mine]);
  });

  it('the list and the search read the member index in its order (no sort of the member’s rows)', async () => {
    const { rows } = await t.database.executeSql(
      `select indexdef from pg_indexes where tablename = 'chat_rooms' and indexname = 'chat_rooms_member_completed_idx'`,
    );
    expect((rows[0] as { indexdef: string } | undefined)?.indexdef).toMatch(
      /\(member_id, completed_at DESC NULLS LAST, id DESC NULLS LAST\)/,
    );
    // The query of ChatRepository.history, with a planner that takes the index whenever it can.
    const plan = async (keyword: string | null) => {
      const search = keyword
        ? `and (total_summary ilike '${keyword}' escape '\\' or situation_keyword ilike '${keyword}' escape '\\' or solution_keyword ilike '${keyword}' escape '\\')`
        : '';
      const results = (await t.database.executeSql(
        `set enable_seqscan = off; set enable_bitmapscan = off;
         explain select * from chat_rooms where member_id = 1 and state = 'COMPLETED' ${search}
           order by completed_at desc nulls last, id desc nulls last limit 10 offset 10;
         reset enable_seqscan; reset enable_bitmapscan;`,
      )) as unknown as Array<{ rows: Array<Record<string, string>> }>;
      return results
        .flatMap((r) => r.rows)
        .map((row) => Object.values(row).join(''))
        .join('\n');
    };
    for (const keyword of [null, '%연락%']) {
      const text = await plan(keyword);
      expect(text, String(keyword)).toContain('chat_rooms_member_completed_idx');
      expect(text, String(keyword)).not.toMatch(/Sort/);
    }
  });
});
