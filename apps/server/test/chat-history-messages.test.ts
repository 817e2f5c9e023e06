import { endpoints } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { SUMMARY_JOB } from '../src/modules/chat';
import { ChatHistoryRepository } from '../src/modules/chat/history-repository';
import { ChatHistorySearch } from '../src/modules/chat/history-search';
import { decrypt } from '../src/platform/crypto';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { chat, currentRoom, makeTestedMember, sendAndWait } from './helpers/chat';
import { link, type TestMember } from './helpers/couple-factories';
import { FakeCounsellor } from './helpers/fake-counsellor';
import { ok } from './helpers/http';
import { settled } from './helpers/jobs';

/** The history search in the rooms' message texts (CONTRACT 4.6, decision 0036). */
let t: TestApp;
const counsellor = new FakeCounsellor();
useApp((app) => (t = app), { build: { counsellor } });

/** The member's current room with this user message and, if given, this reply. */
async function talk(m: TestMember, message: string, reply?: string): Promise<number> {
  const room = await currentRoom(t.app, m.accessToken);
  if (reply !== undefined) counsellor.replies.push({ chunks: [reply] });
  await sendAndWait(t.app, m, message);
  return room.chatRoomId;
}

/** Completes the current room; its summary is READY with a title unrelated to the messages. */
async function complete(m: TestMember, totalSummary = '지난 상담') {
  counsellor.summaries.push({ totalSummary, situationKeyword: '상황', solutionKeyword: '해결' });
  const job = settled(t.app.jobs, SUMMARY_JOB);
  ok(await chat(t.app, m.accessToken, 'POST', '/current/complete'), endpoints.completeChatRoom);
  await job;
  t.clock.advance(60_000);
}

async function completedRoom(
  m: TestMember,
  message: string,
  reply?: string,
  totalSummary?: string,
): Promise<number> {
  const id = await talk(m, message, reply);
  await complete(m, totalSummary);
  return id;
}

async function search(m: TestMember, keyword: string, query = '') {
  const response = await chat(
    t.app,
    m.accessToken,
    'GET',
    `?keyword=${encodeURIComponent(keyword)}${query}`,
  );
  return ok(response, endpoints.listChatRooms);
}

const ids = async (m: TestMember, keyword: string) =>
  (await search(m, keyword)).list.map((room) => room.chatRoomId);

describe('GET /chatrooms?keyword= in the messages', () => {
  it('a word only in a user message, or only in a reply, lists the room', async () => {
    const m = await makeTestedMember(t.app);
    const asked = await completedRoom(m, '어제 자전거를 타다가 싸웠어');
    const answered = await completedRoom(m, '그냥 들어줘', '산책을 같이 해 보는 건 어때?');
    await completedRoom(m, '아무 일도 없었어');
    expect(await ids(m, '자전거')).toEqual([asked]);
    expect(await ids(m, '산책을 같이')).toEqual([answered]);
    // The summary and keywords still match, in every room.
    expect(await ids(m, '지난 상담')).toHaveLength(3);
    expect(await ids(m, '비행기')).toEqual([]);
  });

  it('case-insensitive (Latin and beyond), composed on both sides', async () => {
    const m = await makeTestedMember(t.app);
    const latin = await completedRoom(m, 'Weekend plans with KakaoTalk', 'ÄRGER verstehe ich');
    const korean = await completedRoom(m, '서운했던 일'.normalize('NFD'));
    expect(await ids(m, 'kakaotalk')).toEqual([latin]);
    expect(await ids(m, 'WEEKEND PLANS')).toEqual([latin]);
    expect(await ids(m, 'ärger')).toEqual([latin]);
    // A composed keyword finds text sent decomposed, and a decomposed keyword composed text.
    expect(await ids(m, '서운했던')).toEqual([korean]);
    expect(await ids(m, '서운했던 일'.normalize('NFD'))).toEqual([korean]);
    expect(await ids(m, `  ${'서운'.normalize('NFD')}  `)).toEqual([korean]);
  });

  it('% _ and \\ in a message are literal characters, not patterns', async () => {
    const m = await makeTestedMember(t.app);
    const percent = await completedRoom(m, '진심 100% 미안해');
    const underscore = await completedRoom(m, '비밀번호는 a_b 였어');
    const backslash = await completedRoom(m, '경로는 c:\\temp 야');
    await completedRoom(m, '진심 1000 미안해 aXb');
    expect(await ids(m, '100%')).toEqual([percent]);
    expect(await ids(m, '0% 미')).toEqual([percent]);
    expect(await ids(m, 'a_b')).toEqual([underscore]);
    expect(await ids(m, ':\\t')).toEqual([backslash]);
    expect(await ids(m, '%미안')).toEqual([]);
  });

  it('pages the union of title and message matches newest first, with its totalCount', async () => {
    const m = await makeTestedMember(t.app);
    const r1 = await completedRoom(m, '평범한 하루', undefined, '등산 이야기');
    const r2 = await completedRoom(m, '주말에 등산을 갔어');
    await completedRoom(m, '아무 일도 없었어');
    const r4 = await completedRoom(m, '힘들었어', '다음엔 등산 말고 영화 어때?');
    const r5 = await completedRoom(m, '평범한 하루', undefined, '등산 약속');
    const first = await search(m, '등산', '&size=2');
    expect(first).toMatchObject({ page: 0, size: 2, totalCount: 4 });
    expect(first.list.map((room) => room.chatRoomId)).toEqual([r5, r4]);
    const second = await search(m, '등산', '&size=2&page=1');
    expect(second).toMatchObject({ page: 1, size: 2, totalCount: 4 });
    expect(second.list.map((room) => room.chatRoomId)).toEqual([r2, r1]);
    expect(second.list[0]).toMatchObject({ totalSummary: '지난 상담', situationKeyword: '상황' });
    const past = await search(m, '등산', '&size=2&page=2');
    expect(past).toMatchObject({ size: 0, totalCount: 4, list: [] });
  });

  it('another member’s rooms are never listed, a partner’s included', async () => {
    const m = await makeTestedMember(t.app);
    const partner = await makeTestedMember(t.app);
    await link(t.app, partner, m);
    const stranger = await makeTestedMember(t.app);
    await completedRoom(partner, '우리 고양이 이야기');
    await completedRoom(stranger, '고양이를 키우고 싶어');
    expect(await ids(m, '고양이')).toEqual([]);
    const mine = await completedRoom(m, '고양이 사진을 보냈어');
    expect(await ids(m, '고양이')).toEqual([mine]);
    expect(await ids(partner, '고양이')).toHaveLength(1);
    expect(await ids(partner, '사진을')).toEqual([]);
  });

  it('the current room is not listed until it is completed', async () => {
    const m = await makeTestedMember(t.app);
    const room = await talk(m, '캠핑 가자고 했는데', '캠핑 좋지!');
    expect(await search(m, '캠핑')).toMatchObject({ totalCount: 0, list: [] });
    // Text added while the room is current is found once it completes.
    await sendAndWait(t.app, m, '불꽃놀이도 보고');
    await complete(m);
    expect(await ids(m, '캠핑')).toEqual([room]);
    expect(await ids(m, '불꽃놀이')).toEqual([room]);
  });

  it('a deleted room is no longer found by its messages', async () => {
    const m = await makeTestedMember(t.app);
    const gone = await completedRoom(m, '바다 보러 가자');
    const kept = await completedRoom(m, '바다도 좋고 산도 좋아');
    expect(await ids(m, '바다')).toEqual([kept, gone]);
    const response = await chat(t.app, m.accessToken, 'DELETE', '', { chatRoomIdList: [gone] });
    ok(response, endpoints.deleteChatRooms);
    expect(await search(m, '바다')).toMatchObject({ totalCount: 1 });
    expect(await ids(m, '보러')).toEqual([]);
  });
});

describe('the kept message texts', () => {
  it('are decrypted once per room, and all dropped by forgetMember (withdrawal)', async () => {
    const m = await makeTestedMember(t.app);
    const room = await completedRoom(m, '제주도 여행 얘기');
    let opened = 0;
    const searcher = new ChatHistorySearch(new ChatHistoryRepository(t.database.db), (sealed) => {
      opened += 1;
      return decrypt(t.config.dataEncryptionKey, sealed);
    });
    const page = () => searcher.page(m.memberId, '제주', 0, 10);
    await page();
    const first = opened;
    expect(first).toBeGreaterThan(0);
    await page();
    expect(opened).toBe(first);
    searcher.forgetMember(m.memberId);
    await page();
    expect(opened).toBe(first * 2);
    expect((await page()).list.map((r) => r.id)).toEqual([room]);
  });
});
