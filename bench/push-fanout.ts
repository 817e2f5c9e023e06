// DESIGN 15 / issue 25: push fan-out — 10 000 members due in the same minute, all delivered within
// 60 s, against local stand-ins. The app runs in this process (buildApp, its pg-boss worker on the
// database under test) with 5 000 linked couples (10 000 members), each member signed in with one
// device (half a Web Push subscription, half an Expo token), quiet hours off, every couple's
// question time the current minute in Korea. Measured end to end: from the question-time job's
// run (the minute job's own function, as its cron runs it) until the stand-ins have every push —
// the Web Push one checks each VAPID JWT and decrypts each payload (RFC 8291), as the tests' does;
// the Expo one answers tickets — and every delivery row says SENT. The job's own share (finding
// the couples, writing the notifications, handing the orders to the outbox) is logged apart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { targetHash } from '../apps/server/src/modules/push/devices';
import { loadConfig } from '../apps/server/src/platform/config';
import { encrypt } from '../apps/server/src/platform/crypto';
import { createDatabase } from '../apps/server/src/platform/db/client';
import {
  adminQuery,
  databaseUrl,
  uniqueDatabaseName,
} from '../apps/server/test/helpers/database-template';
import {
  expoToken,
  startFakeExpo,
  startFakeWebPush,
} from '../apps/server/test/helpers/fake-push-services';
import { int, type BenchRow } from './lib/row';
import type { BenchDatabase } from './lib/server';

export const PUSH_FANOUT_MEMBERS = 10_000;
export const PUSH_FANOUT_BUDGET_MS = 60_000;

export interface PushFanoutResult {
  deliveredMs: number;
  /** The job's run alone: due couples found, notifications written, orders handed over. */
  jobMs: number;
  web: number;
  expo: number;
  sentRows: number;
  problems: string[];
  expoRequests: number;
}

export async function pushFanout(
  log: (line: string) => void,
  database: BenchDatabase,
  label: string,
): Promise<BenchRow[]> {
  const result = await measure(log, database);
  const met =
    result.deliveredMs <= PUSH_FANOUT_BUDGET_MS &&
    result.sentRows === PUSH_FANOUT_MEMBERS &&
    result.problems.length === 0;
  return [
    {
      what:
        `Push fan-out, ${int(PUSH_FANOUT_MEMBERS)} members due in the same minute, ${label} ` +
        `(local stand-ins: ${int(result.web)} Web Push decrypted and VAPID-checked, ${int(result.expo)} Expo ` +
        `in ${result.expoRequests} requests; from the question-time job's run, its own share ` +
        `${(result.jobMs / 1000).toFixed(1)} s)`,
      budget: `all delivered ≤ ${PUSH_FANOUT_BUDGET_MS / 1000} s`,
      measured:
        `${(result.deliveredMs / 1000).toFixed(1)} s, ${int(result.sentRows)} SENT` +
        (result.problems.length ? `; problems: ${result.problems.slice(0, 3).join('; ')}` : ''),
      met,
    },
  ];
}

async function measure(
  log: (line: string) => void,
  database: BenchDatabase,
): Promise<PushFanoutResult> {
  const webPush = await startFakeWebPush();
  const expoApi = await startFakeExpo();
  const dataDir = mkdtempSync(join(tmpdir(), 'dama-bench-push-'));
  let dropDatabase: (() => Promise<void>) | null = null;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DEV_LOGIN: 'false',
    LOG_LEVEL: 'warn',
    EXPO_PUSH_URL: expoApi.url,
    WEB_DIST_DIR: join(dataDir, 'no-web-build'),
  };
  if (database.kind === 'postgresql') {
    const name = uniqueDatabaseName('dama_bench');
    await adminQuery(database.adminUrl, `create database ${name}`);
    env.DATABASE_URL = databaseUrl(database.adminUrl, name);
    dropDatabase = () => adminQuery(database.adminUrl, `drop database if exists ${name}`);
  }
  const config = loadConfig(env);
  const db = await createDatabase(config);
  const app = await buildApp(config, { database: db });
  await app.ready();
  try {
    log(`push fan-out: seeding ${int(PUSH_FANOUT_MEMBERS)} members with a device …`);
    const memberIds = await seed(
      db,
      config.dataEncryptionKey,
      () => webPush.subscription(),
      expoToken,
    );
    await dueNow(db, memberIds);
    log('push fan-out: the question-time job runs …');
    const started = performance.now();
    await app.appJobs.questionTimeArrived.runNow({});
    const jobMs = performance.now() - started;
    log(`push fan-out: the job ran in ${(jobMs / 1000).toFixed(1)} s`);
    const half = PUSH_FANOUT_MEMBERS / 2;
    await Promise.all([
      webPush.waitFor(half, PUSH_FANOUT_BUDGET_MS * 3),
      expoApi.waitFor(half, PUSH_FANOUT_BUDGET_MS * 3),
    ]).catch((error: unknown) => {
      log(`push fan-out: ${(error as Error).message}`);
    });
    let sentRows = 0;
    // The last rows are settled just after the stand-ins answered.
    for (let i = 0; i < 50; i++) {
      const { rows } = await db.executeSql(
        `select count(*)::int as n from push_deliveries where state = 'SENT'`,
      );
      sentRows = (rows[0] as { n: number }).n;
      if (sentRows >= PUSH_FANOUT_MEMBERS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const deliveredMs = performance.now() - started;
    log(`push fan-out: ${(deliveredMs / 1000).toFixed(1)} s`);
    return {
      deliveredMs,
      jobMs,
      web: webPush.received.length,
      expo: expoApi.received.length,
      sentRows,
      problems: [...webPush.problems, ...expoApi.problems],
      expoRequests: expoApi.requests.length,
    };
  } finally {
    await app.close();
    await webPush.close();
    await expoApi.close();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Makes the members due now: linked in pairs (by id), each couple's question time this minute
 * in Korea, quiet hours off (the bench runs at any hour). No question is open yet: each couple's
 * first comes with today's first read, so both members are told.
 */
async function dueNow(
  db: Awaited<ReturnType<typeof createDatabase>>,
  memberIds: number[],
): Promise<void> {
  const kst = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(11, 16);
  const sorted = [...memberIds].sort((x, y) => x - y);
  await db.executeSql(
    `insert into couples (member_a_id, member_b_id, created_at, linked_at, question_time)
     select a, b, now(), now(), $3 from unnest($1::int[], $2::int[]) as pair(a, b)`,
    [sorted.filter((_, i) => i % 2 === 0), sorted.filter((_, i) => i % 2 === 1), kst],
  );
  await db.executeSql(
    `insert into notification_settings (member_id, quiet_enabled, quiet_start, quiet_end, updated_at)
     select id, false, '23:00', '08:00', now() from members where nickname like 'push%'`,
  );
}

/** Members, a live session each, and one device each (sealed as the app seals them). */
async function seed(
  db: Awaited<ReturnType<typeof createDatabase>>,
  keys: Parameters<typeof encrypt>[0],
  subscription: () => { endpoint: string; keys: { p256dh: string; auth: string } },
  token: () => string,
): Promise<number[]> {
  const { rows } = await db.executeSql(
    `insert into members (provider, state, nickname, created_at, updated_at)
     select 'KAKAO', 'ALIVE', 'push' || n, now(), now()
     from generate_series(1, ${PUSH_FANOUT_MEMBERS}) n returning id`,
  );
  const memberIds = (rows as { id: number }[]).map((r) => r.id);
  await db.executeSql(
    `insert into sessions (id, member_id, created_at, expires_at)
     select gen_random_uuid(), id, now(), now() + interval '30 days'
     from members where nickname like 'push%'`,
  );
  const sessions = await db.executeSql(
    `select s.id, s.member_id from sessions s join members m on m.id = s.member_id
     where m.nickname like 'push%'`,
  );
  const sessionOf = new Map(
    (sessions.rows as { id: string; member_id: number }[]).map((r) => [r.member_id, r.id]),
  );
  const BATCH = 500;
  for (let i = 0; i < memberIds.length; i += BATCH) {
    const values: unknown[] = [];
    const tuples: string[] = [];
    memberIds.slice(i, i + BATCH).forEach((memberId, j) => {
      const web = (i + j) % 2 === 0;
      let address: string;
      let sealed: string;
      if (web) {
        const s = subscription();
        address = s.endpoint;
        sealed = JSON.stringify(s);
      } else {
        address = token();
        sealed = address;
      }
      const kind = web ? 'WEB_PUSH' : 'EXPO';
      const at = values.length;
      values.push(
        memberId,
        sessionOf.get(memberId),
        kind,
        targetHash(kind, address),
        encrypt(keys, sealed),
      );
      tuples.push(`($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4}, $${at + 5}, now(), now())`);
    });
    await db.executeSql(
      `insert into push_devices (member_id, session_id, kind, target_hash, target_enc, created_at, updated_at)
       values ${tuples.join(', ')}`,
      values,
    );
  }
  return memberIds;
}
