import { describe, expect, it } from 'vitest';
import { PUSH_DELIVER_JOB } from '../src/modules/push';
import type { PushSender } from '../src/platform/push';
import type { TestApp } from './helpers/build';
import { usePushDelivery } from './helpers/push-delivery';
import { settledRuns } from './helpers/jobs';

/**
 * Push delivery (decision 0060): once per notification and device — the same order twice, a run
 * again after the pushes went, a claim a dead run left — and not before `notBefore`.
 */
let t: TestApp;
let sender: PushSender;
const { withDevices, order, jobData, webTo, expoTo } = usePushDelivery((rig) => {
  ({ t, sender } = rig);
});

describe('never twice', () => {
  it('the same order sent twice reaches each device once', async () => {
    const { member, subscription, token } = await withDevices();
    const twice = order(member.memberId);
    const runs = settledRuns(t.app.jobs, PUSH_DELIVER_JOB, 2);
    await sender.send([twice]);
    await sender.send([twice]);
    expect((await runs).every((r) => r.ok)).toBe(true);
    expect(webTo(subscription.endpoint)).toHaveLength(1);
    expect(expoTo(token)).toHaveLength(1);
  });

  it('a run again after the pushes went (a retry, a crash before the job was marked done) sends nothing', async () => {
    const { member, subscription, token } = await withDevices();
    const o = order(member.memberId);
    await t.app.appJobs.pushDeliver.runNow(jobData(o));
    expect(webTo(subscription.endpoint)).toHaveLength(1);
    await t.app.appJobs.pushDeliver.runNow(jobData(o), { retryCount: 1 });
    expect(webTo(subscription.endpoint)).toHaveLength(1);
    expect(expoTo(token)).toHaveLength(1);
  });

  it('a claim left by a run that died mid-send is not sent again', async () => {
    const { member, subscription, token, webId } = await withDevices();
    const o = order(member.memberId);
    // What a run leaves when it dies after claiming, before it knows whether the push went.
    await t.database.executeSql(
      `insert into push_deliveries (notification_id, device_id, state, updated_at)
       values ($1, $2, 'SENDING', now())`,
      [o.notificationId, webId],
    );
    await t.app.appJobs.pushDeliver.runNow(jobData(o), { retryCount: 1 });
    expect(webTo(subscription.endpoint)).toEqual([]);
    expect(expoTo(token)).toHaveLength(1);
  });
});

describe('notBefore', () => {
  it('holds the job until then (pg-boss startAfter), and a run before then sends nothing', async () => {
    const { member, subscription, token } = await withDevices();
    const at = new Date(t.clock.now().getTime() + 2 * 60 * 60 * 1000);
    const held = order(member.memberId, { notBefore: at });
    await sender.send([held]);
    const { rows } = await t.database.executeSql(
      `select extract(epoch from start_after - created_on)::int as wait, state from pgboss.job
       where name = $1 and data->'orders'->0->>'notificationId' = $2`,
      [PUSH_DELIVER_JOB, String(held.notificationId)],
    );
    expect(rows).toHaveLength(1);
    const { wait, state } = rows[0] as { wait: number; state: string };
    expect(state).toBe('created');
    expect(wait).toBeGreaterThanOrEqual(7199);
    expect(wait).toBeLessThanOrEqual(7201);

    // Run early (the database's clock ahead of ours): nothing sent, queued again for then.
    await t.app.appJobs.pushDeliver.runNow(jobData(held));
    expect(webTo(subscription.endpoint)).toEqual([]);
    const again = await t.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = $1
       and data->'orders'->0->>'notificationId' = $2`,
      [PUSH_DELIVER_JOB, String(held.notificationId)],
    );
    expect((again.rows[0] as { n: number }).n).toBe(2);

    t.clock.advance(2 * 60 * 60 * 1000);
    await t.app.appJobs.pushDeliver.runNow(jobData(held));
    expect(webTo(subscription.endpoint)).toHaveLength(1);
    expect(expoTo(token)).toHaveLength(1);
  });
});
