import { endpoints } from '@dama/contract';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import type { Database } from '../src/platform/db/client';
import { couples, memberEvents, notifications, sessions } from './helpers/tables';
import { REPLAY_RETENTION_MS } from '../src/platform/realtime';
import { PgBossJobRunner, type JobHandle } from '../src/platform/jobs';
import { build, type TestApp } from './helpers/build';
import { makeCouple, makeMember, unlinkRequest } from './helpers/couple-factories';
import { testDatabase } from './helpers/database';
import { ok } from './helpers/http';
import { settled, settledRuns } from './helpers/jobs';

const DAY = 24 * 60 * 60 * 1000;

describe('jobs in the app (pg-boss on the app database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(async () => {
    await t.close();
  });

  it('schedules the idle-chat completion, the purge and the housekeeping in Korea time', async () => {
    const rows = await t.database.executeSql(
      'select name, cron, timezone from pgboss.schedule order by name',
    );
    expect(rows.rows).toEqual([
      { name: 'chat-complete-idle', cron: '*/5 * * * *', timezone: 'Asia/Seoul' },
      { name: 'couples-anniversary-soon', cron: '0 10 * * *', timezone: 'Asia/Seoul' },
      { name: 'couples-purge-ended', cron: '23 * * * *', timezone: 'Asia/Seoul' },
      { name: 'member-events-prune', cron: '* * * * *', timezone: 'Asia/Seoul' },
      { name: 'notifications-cleanup-read', cron: '20 4 * * *', timezone: 'Asia/Seoul' },
      { name: 'push-deliveries-cleanup', cron: '30 4 * * *', timezone: 'Asia/Seoul' },
      { name: 'question-time-arrived', cron: '* * * * *', timezone: 'Asia/Seoul' },
      { name: 'sessions-cleanup-expired', cron: '10 4 * * *', timezone: 'Asia/Seoul' },
    ]);
  });

  it('a queued purge runs on a worker and erases a couple ended 30 days ago', async () => {
    const { a, coupleId } = await makeCouple(t.app);
    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    t.clock.advance(30 * DAY);
    const done = settled(t.app.jobs, 'couples-purge-ended');
    const id = await t.app.appJobs.couplesPurgeEnded.enqueue({});
    expect(id).toEqual(expect.any(String));
    expect(await done).toMatchObject({ id, ok: true });
    expect(await t.database.db.select().from(couples).where(eq(couples.id, coupleId))).toEqual([]);
  });

  it('the session cleanup deletes sessions whose refresh period is over, and only those', async () => {
    t.clock.reset();
    const old = await makeMember(t.app);
    t.clock.advance(20 * DAY);
    const recent = await makeMember(t.app);
    const countFor = async (memberId: number) =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(sessions)
          .where(eq(sessions.memberId, memberId))
      )[0]?.n;
    expect(await countFor(old.memberId)).toBe(1);

    t.clock.advance(10 * DAY + 1); // old: 30 days and a millisecond; recent: 10 days
    await t.app.appJobs.sessionsCleanupExpired.runNow({});
    expect(await countFor(old.memberId)).toBe(0);
    expect(await countFor(recent.memberId)).toBe(1);
  });

  it('the notification cleanup deletes what the centre no longer shows (30 days), never an unread couple notice', async () => {
    // Decision 0059: the centre shows 30 days, read or not, so a read row stays that long (the
    // week after reading of decision 0010 would empty the centre's read entries).
    t.clock.reset();
    const { memberId } = await makeMember(t.app);
    const at = (daysAgo: number) => new Date(t.clock.now().getTime() - daysAgo * DAY);
    const payload = { coupleId: 1, partnerNickname: '서연' };
    const row = (
      type: 'COUPLE_CONNECTED' | 'PARTNER_ANSWERED',
      state: 'PENDING' | 'READ',
      createdDaysAgo: number,
      readDaysAgo?: number,
    ) => ({
      memberId,
      type,
      state,
      payload,
      createdAt: at(createdDaysAgo),
      readAt: readDaysAgo === undefined ? null : at(readDaysAgo),
    });
    const inserted = await t.database.db
      .insert(notifications)
      .values([
        row('COUPLE_CONNECTED', 'READ', 31, 8), // made 31 days ago, read: goes
        row('COUPLE_CONNECTED', 'READ', 29, 8), // read 8 days ago, still in the centre: stays
        row('COUPLE_CONNECTED', 'PENDING', 90), // an unread couple notice: stays, however old
        row('PARTNER_ANSWERED', 'PENDING', 31), // unread, but the centre no longer shows it: goes
        row('PARTNER_ANSWERED', 'PENDING', 29), // stays
      ])
      .returning({ id: notifications.id });
    await t.app.appJobs.notificationsCleanupRead.runNow({});
    const left = await t.database.db
      .select({ id: notifications.id, state: notifications.state })
      .from(notifications)
      .where(eq(notifications.memberId, memberId));
    expect(left.map((n) => n.id).sort()).toEqual(
      [inserted[1]?.id, inserted[2]?.id, inserted[4]?.id].sort(),
    );
  });

  it('the member-events prune, run by a worker, deletes events past the replay window', async () => {
    t.clock.reset();
    const { memberId } = await makeMember(t.app);
    const count = async () =>
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(memberEvents)
          .where(eq(memberEvents.memberId, memberId))
      )[0]?.n;
    await t.app.realtime.events.publish(memberId, 'ai_response_id', 1);
    t.clock.advance(REPLAY_RETENTION_MS + 1);
    await t.app.realtime.events.publish(memberId, 'ai_response_id', 2);
    expect(await count()).toBe(2);

    const done = settled(t.app.jobs, 'member-events-prune');
    const id = await t.app.appJobs.memberEventsPrune.enqueue({});
    expect(await done).toMatchObject({ id, ok: true });
    expect(await count()).toBe(1);
  });
});

describe('the pg-boss runner', () => {
  let database: Database;
  let runner: PgBossJobRunner;
  let flaky: JobHandle<{ n: number }>;
  let drained: JobHandle<{ n: number }>;
  const log = pino({ level: 'silent' });
  let attempts = 0;
  const seen: unknown[] = [];

  beforeAll(async () => {
    database = await testDatabase();
    await database.migrate();
    runner = new PgBossJobRunner(database, log);
    flaky = runner.define<{ n: number }>({
      name: 'test-flaky',
      retryLimit: 2,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
      run: (data) => {
        attempts += 1;
        seen.push(data);
        return attempts === 1
          ? Promise.reject(new Error('first attempt fails'))
          : Promise.resolve();
      },
    });
    drained = runner.define<{ n: number }>({
      name: 'test-drain',
      // Without drain, the second of two waiting jobs would wait this long.
      pollingIntervalSeconds: 30,
      drain: true,
      run: () => Promise.resolve(),
    });
    await runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await database.close();
  });

  it('drain: waiting jobs run back to back, not one per polling interval', async () => {
    const runs = settledRuns(runner, 'test-drain', 4);
    const started = Date.now();
    for (let n = 0; n < 4; n++) await drained.enqueue({ n });
    expect((await runs).every((r) => r.ok)).toBe(true);
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('retries a failed job with its data until it succeeds', async () => {
    const failed = settled(runner, 'test-flaky');
    const id = await flaky.enqueue({ n: 7 });
    expect(await failed).toMatchObject({ id, ok: false });
    const retried = await settled(runner, 'test-flaky');
    expect(retried).toMatchObject({ id, ok: true });
    expect(seen).toEqual([{ n: 7 }, { n: 7 }]);
  });

  it('refuses definitions after start', () => {
    expect(() => runner.define({ name: 'late', run: () => Promise.resolve() })).toThrow(
      /after the runner started/,
    );
  });

  it('runNow runs the job with its data in this process, outside the queue', async () => {
    seen.length = 0;
    await flaky.runNow({ n: 9 });
    expect(seen).toEqual([{ n: 9 }]);
    expectTypeOf(flaky.runNow).parameter(0).toEqualTypeOf<{ n: number }>();
    expectTypeOf(flaky.enqueue).parameter(0).toEqualTypeOf<{ n: number }>();
  });
});

describe('the pg-boss runner stopping while a job runs', () => {
  it('a job that outlives stop ends quietly: no statement runs after stop and nothing rejects', async () => {
    const database = await testDatabase();
    await database.migrate();
    const runner = new PgBossJobRunner(database, pino({ level: 'silent' }), 1_000);
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = runner.define<object>({
      name: 'test-slow',
      pollingIntervalSeconds: 0.5,
      run: () => {
        started();
        return held;
      },
    });
    await runner.start();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await slow.enqueue({});
      await running;
      await runner.stop(); // gives up waiting after a second; the job is still running
      const statements: string[] = [];
      const executeSql = database.executeSql.bind(database);
      database.executeSql = (text, values) => {
        statements.push(text);
        return executeSql(text, values);
      };
      release(); // the job now ends and pg-boss marks it complete without awaiting
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(statements).toEqual([]);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await database.close();
    }
  });
});
