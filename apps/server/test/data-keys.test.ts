import { generateKeyPairSync } from 'node:crypto';
import { endpoints } from '@dama/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_JOB } from '../src/modules/question';
import { SUMMARY_JOB } from '../src/modules/chat';
import { memoryLine } from '../src/modules/counsellor';
import { questionForLevel } from '../src/modules/question/bank';
import { DataKeys, dataKeyId, decrypt, encrypt } from '../src/platform/crypto';
import { DATA_KEYS_REKEY_JOB } from '../src/platform/data-keys';
import type { Database } from '../src/platform/db/client';
import { build, type TestApp } from './helpers/build';
import { chat, currentMessages, currentRoom, sendAndWait, takeTest } from './helpers/chat';
import { makeCouple, type TestMember } from './helpers/couple-factories';
import { testDatabase } from './helpers/database';
import { devTokens } from './helpers/factories';
import { FakeCounsellor } from './helpers/fake-counsellor';
import { FakeProvider } from './helpers/fake-provider';
import { bearer, fails, ok } from './helpers/http';
import { settled, settledRuns } from './helpers/jobs';
import { answersOf, bothAnswer } from './helpers/questions';
import { chatMessages } from './helpers/tables';
import {
  A,
  B,
  Z,
  b64,
  keyRegistry,
  legacySeal,
  listedColumns,
  prefixOf,
  sealedColumns,
  valuesUnder,
} from './helpers/data-keys';

/**
 * Rotation of DATA_ENCRYPTION_KEY (decision 0042): values carry their key's id, old keys still
 * read, the re-encryption job moves everything to the current key, and a configuration missing a
 * key still in use is refused at start-up instead of reading garbage. The start-up check and the
 * job's batches: data-keys-rekey.test.ts; the format and the key ring: data-keys-format.test.ts.
 */

describe('rotating DATA_ENCRYPTION_KEY: A, then B with A old, then B alone', () => {
  let provider: FakeProvider;
  let database: Database;
  const counsellor = new FakeCounsellor();
  const apps: TestApp[] = [];
  let appleEnv: Record<string, string>;

  // What phase 1 wrote, and what the API answered then.
  let a: TestMember;
  let b: TestMember;
  let questionId: number;
  let roomId: number;
  let firstRefresh: { accessToken: string; refreshToken: string };
  let oldRefreshToken: string;
  let appleAccessToken: string;
  let before: Awaited<ReturnType<typeof readAll>>;

  beforeAll(async () => {
    provider = await FakeProvider.start();
    database = await testDatabase();
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    appleEnv = {
      APPLE_TEAM_ID: 'TEAM123',
      APPLE_KEY_ID: 'KEY123',
      APPLE_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      APPLE_TOKEN_URL: `${provider.url}/apple/token`,
      APPLE_REVOKE_URL: `${provider.url}/apple/revoke`,
    };
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await database?.close();
    await provider?.close();
  });

  /** An app on the shared database with these keys; the previous app's job runner stopped. */
  async function start(
    keys: { current: Buffer; old?: Buffer[] },
    beforeReady?: (t: TestApp['app']) => void,
  ): Promise<TestApp> {
    await apps.at(-1)?.app.jobs.stop();
    const t = await build({
      database,
      counsellor,
      logLevel: 'info',
      env: {
        ...appleEnv,
        DATA_ENCRYPTION_KEY: b64(keys.current),
        ...(keys.old ? { DATA_ENCRYPTION_OLD_KEYS: keys.old.map(b64).join(',') } : {}),
      },
      ...(beforeReady ? { beforeReady } : {}),
    });
    apps.push(t);
    return t;
  }

  const refresh = (t: TestApp, refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refreshToken } });

  /** Every encrypted thing phase 1 wrote, read back through the API. */
  async function readAll(t: TestApp) {
    const get = (token: string, url: string) =>
      t.app.inject({ method: 'GET', url, headers: bearer(token) });
    return {
      answers: await answersOf(t.app, a, questionId),
      summary: ok(
        await get(a.accessToken, `/api/chatrooms/${roomId}/summary`),
        endpoints.getChatRoomSummary,
      ),
      roomMessages: ok(
        await get(a.accessToken, `/api/chatrooms/${roomId}/messages`),
        endpoints.getChatRoomMessages,
      ),
      search: ok(
        await get(a.accessToken, `/api/chatrooms?keyword=${encodeURIComponent('고양이')}`),
        endpoints.listChatRooms,
      ),
      currentMessages: await currentMessages(t.app, b.accessToken),
      // The couple's own anniversaries' titles (issue 26).
      anniversaries: ok(
        await get(b.accessToken, '/api/couples/anniversaries'),
        endpoints.listAnniversaries,
      ),
      // A repeat of the rotated refresh token within the grace window: the stored successor pair.
      refreshRepeat: ok(await refresh(t, oldRefreshToken), endpoints.refresh),
    };
  }

  /** The memory the counsellor is given on a's next reply (decrypted from question_memories). */
  async function memoriesSeen(t: TestApp): Promise<string[] | undefined> {
    counsellor.calls.length = 0;
    await currentRoom(t.app, a.accessToken);
    await sendAndWait(t.app, a, '오늘도 이야기하고 싶어');
    return counsellor.calls.find((c) => c.method === 'reply')?.ctx?.memories;
  }

  it('phase 1 (key A): every kind of encrypted value is written, each under A', async () => {
    const t = await start({ current: A });
    ({ a, b } = await makeCouple(t.app));
    await takeTest(t.app, a.accessToken);
    await takeTest(t.app, b.accessToken);
    // Answers, and the memories the job makes of them.
    const remembered = settledRuns(t.app.jobs, MEMORY_JOB, 2);
    questionId = await bothAnswer(t.app, a, b, ['주말 바다가 좋았어', '같이 걸은 밤']);
    await remembered;
    // A level summary, the room's messages, then the room completed and summarised.
    roomId = (await currentRoom(t.app, a.accessToken)).chatRoomId;
    for (const [level, text] of [
      '주말에 고양이 때문에 서운했어',
      '그래도 화해했어',
      '다음엔 미리 말할게',
    ].entries()) {
      // The judge ends each level on this turn: levels 1 to 3 get their summaries.
      counsellor.verdicts.push({ completed: true, summary: `${level + 1}단계 요약` });
      await sendAndWait(t.app, a, text);
    }
    const summarised = settled(t.app.jobs, SUMMARY_JOB);
    ok(await chat(t.app, a.accessToken, 'POST', '/current/complete'), endpoints.completeChatRoom);
    expect(await summarised).toMatchObject({ ok: true });
    // Messages of a room still open.
    await currentRoom(t.app, b.accessToken);
    await sendAndWait(t.app, b, '요즘 바빠서 미안해');
    // A rotated refresh token keeps its successor pair.
    oldRefreshToken = a.refreshToken;
    firstRefresh = ok(await refresh(t, a.refreshToken), endpoints.refresh);
    // Apple's refresh token, kept to revoke on withdrawal.
    const apple = await devTokens(t.app, { provider: 'APPLE', subject: 'apple-rotation' });
    appleAccessToken = ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/login/apple',
        payload: { idToken: apple.idToken, authorizationCode: 'code-rotation' },
      }),
      endpoints.loginApple,
    ).accessToken;

    // A phone's push token (issue 25), sealed like the rest.
    const device = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/devices',
      headers: { authorization: `Bearer ${b.accessToken}` },
      payload: { kind: 'EXPO', token: 'ExponentPushToken[rotation-1]' },
    });
    expect(device.statusCode).toBe(200);
    // A 한마디 on the partner's answer (issue 26), sealed like the answers.
    const replied = await t.app.inject({
      method: 'PUT',
      url: `/api/questions/${questionId}/reply`,
      headers: { authorization: `Bearer ${b.accessToken}` },
      payload: { reply: '바다 또 가자' },
    });
    expect(replied.statusCode).toBe(200);
    // An anniversary of the couple's own (issue 26): its title is sealed like the answers.
    const anniversary = await t.app.inject({
      method: 'POST',
      url: '/api/couples/anniversaries',
      headers: bearer(a.accessToken),
      payload: { title: '처음 만난 바다', date: '2025-06-01', repeat: 'YEARLY' },
    });
    expect(anniversary.statusCode).toBe(200);

    before = await readAll(t);
    expect(before.refreshRepeat).toEqual(firstRefresh);
    expect(before.summary).toMatchObject({
      summaryState: 'READY',
      firstSummary: '1단계 요약',
      secondSummary: '2단계 요약',
      thirdSummary: '3단계 요약',
    });
    expect([before.answers.me.answer, before.answers.partner?.answer]).toEqual([
      '주말 바다가 좋았어',
      '같이 걸은 밤',
    ]);
    expect(before.answers.responses.fromPartner.reply?.text).toBe('바다 또 가자');
    expect(before.search.list.map((r) => r.chatRoomId)).toEqual([roomId]);
    expect(before.anniversaries.list.map((x) => x.title)).toEqual(['처음 만난 바다']);

    // Every listed column holds values, all under A; and no other column holds a sealed value.
    const under = await valuesUnder(t.database, A);
    expect(under.notUnderKey).toBe(0);
    const sealed = await sealedColumns(t.database, new DataKeys(A));
    expect([...sealed].sort()).toEqual([...listedColumns()].sort());
    expect(await keyRegistry(database)).toEqual({
      [dataKeyId(A)]: { valuesLeft: null, retired: false },
    });
  });

  it('phase 2 (B current, A old): reads the same; the job moves everything to B and says so', async () => {
    let rekeyed: Promise<unknown> | undefined;
    const t = await start({ current: B, old: [A] }, (app) => {
      rekeyed = settled(app.jobs, DATA_KEYS_REKEY_JOB);
    });
    // Every start with old keys queues the job; its run moved every value to B.
    expect(await rekeyed).toMatchObject({ ok: true });
    expect(await readAll(t)).toEqual(before);
    const under = await valuesUnder(t.database, B);
    expect(under).toMatchObject({ notUnderKey: 0, left: {} });
    expect(under.total).toBeGreaterThanOrEqual(listedColumns().size);
    expect(await keyRegistry(database)).toEqual({
      [dataKeyId(A)]: { valuesLeft: 0, retired: true },
      [dataKeyId(B)]: { valuesLeft: null, retired: false },
    });
    const done = t.logs
      .map((line) => JSON.parse(line) as { msg: string; valuesLeftUnderOldKeys?: number })
      .find((line) => line.msg.startsWith('data keys: nothing left under old keys'));
    expect(done?.valuesLeftUnderOldKeys).toBe(0);

    // New writes are sealed with B.
    // (a's new room: what phase 1 wrote stays as it was for the comparisons.)
    await currentRoom(t.app, a.accessToken);
    await sendAndWait(t.app, a, '새 키로 쓴 말');
    const [newest] = await database.db
      .select({ contentEnc: chatMessages.contentEnc })
      .from(chatMessages)
      .orderBy(sql`${chatMessages.id} desc`)
      .limit(1);
    expect(newest?.contentEnc.startsWith(prefixOf(B))).toBe(true);
  });

  it('phase 2: values left under A or in the legacy format (an instance not yet restarted) read, and a run moves them', async () => {
    const t = apps.at(-1)!;
    const rows = await database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.roomId, roomId))
      .orderBy(chatMessages.id);
    const keysA = new DataKeys(A);
    const texts = rows.map((row) => decrypt(t.config.dataEncryptionKey, row.contentEnc));
    await database.db
      .update(chatMessages)
      .set({ contentEnc: legacySeal(A, texts[0]!) })
      .where(eq(chatMessages.id, rows[0]!.id));
    await database.db
      .update(chatMessages)
      .set({ contentEnc: encrypt(keysA, texts[1]!) })
      .where(eq(chatMessages.id, rows[1]!.id));
    const expected = before.roomMessages;
    const read = ok(
      await t.app.inject({
        method: 'GET',
        url: `/api/chatrooms/${roomId}/messages`,
        headers: bearer(a.accessToken),
      }),
      endpoints.getChatRoomMessages,
    );
    expect(read).toEqual(expected);
    expect((await valuesUnder(database, B)).left).toEqual({ legacy: 1, [dataKeyId(A)]: 1 });

    // The job's run: everything back under B; A stays retired.
    await t.app.appJobs.dataKeysRekey.runNow({});
    expect((await valuesUnder(database, B)).notUnderKey).toBe(0);
    expect((await keyRegistry(database))[dataKeyId(A)]).toEqual({ valuesLeft: 0, retired: true });
  });

  it('phase 3 (B alone, A removed): starts, reads everything; Apple’s token revokes', async () => {
    const t = await start({ current: B });
    expect(await readAll(t)).toEqual(before);
    expect(await memoriesSeen(t)).toContain(memoryLine(questionForLevel(1), '주말 바다가 좋았어'));
    ok(
      await t.app.inject({
        method: 'DELETE',
        url: '/api/members',
        headers: bearer(appleAccessToken),
      }),
      endpoints.withdraw,
    );
    const revoke = new URLSearchParams(provider.callsTo('/apple/revoke').at(-1)?.body);
    expect(revoke.get('token')).toBe('apple-refresh-123');
  });

  it('a value under a key nobody configured is a clear read error, not garbage', async () => {
    const t = apps.at(-1)!;
    const [row] = await database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.roomId, roomId))
      .orderBy(chatMessages.id)
      .limit(1);
    await database.db
      .update(chatMessages)
      .set({ contentEnc: encrypt(new DataKeys(Z), '모르는 키') })
      .where(eq(chatMessages.id, row!.id));
    try {
      fails(
        await t.app.inject({
          method: 'GET',
          url: `/api/chatrooms/${roomId}/messages`,
          headers: bearer(a.accessToken),
        }),
        50000,
      );
      expect(t.logs.join('\n')).toContain(
        `a value is encrypted with data key ${dataKeyId(Z)}, which is not configured`,
      );
    } finally {
      await database.db
        .update(chatMessages)
        .set({ contentEnc: row!.contentEnc })
        .where(eq(chatMessages.id, row!.id));
    }
  });
});
