import { describe, expect, it } from 'vitest';
import { PUSH_DELIVER_JOB, PUSH_RETRY } from '../src/modules/push';
import type { PushSender } from '../src/platform/push';
import type { TestApp } from './helpers/build';
import type { FakeExpo, FakeWebPush } from './helpers/fake-push-services';
import { usePushDelivery } from './helpers/push-delivery';
import { settled, settledRuns } from './helpers/jobs';

/**
 * Push delivery (decision 0060) when the push services refuse: retried with back-off on
 * 429/5xx, not retried otherwise, the device deleted when gone, and nothing of a payload,
 * address, key or token in the logs.
 */
let t: TestApp;
let webPush: FakeWebPush;
let expoApi: FakeExpo;
let sender: PushSender;
const { withDevices, order, jobData, webTo, expoTo, deliveries, deviceIds } = usePushDelivery(
  (rig) => {
    ({ t, webPush, expoApi, sender } = rig);
  },
);

describe('retries', () => {
  it('429 and 5xx: the claim is dropped and the run retried; the next run sends only those', async () => {
    const { member, subscription, token, webId, expoId } = await withDevices();
    const other = await withDevices();
    const o = order(member.memberId);
    const p = order(other.member.memberId);
    webPush.answer(subscription.endpoint, 429);
    expoApi.failNext(503);
    await expect(t.app.appJobs.pushDeliver.runNow(jobData(o, p))).rejects.toThrow(
      /3 push\(es\) to retry/,
    );
    // The other member's web push went; the 429 and the whole Expo request wait.
    expect(webTo(other.subscription.endpoint)).toHaveLength(1);
    expect(await deliveries(o.notificationId)).toEqual([]);

    await t.app.appJobs.pushDeliver.runNow(jobData(o, p), { retryCount: 1 });
    expect(webTo(subscription.endpoint).map((r) => r.status)).toEqual([429, 201]);
    expect(expoTo(token)).toHaveLength(1);
    expect(expoTo(other.token)).toHaveLength(1);
    expect(webTo(other.subscription.endpoint)).toHaveLength(1);
    expect(await deliveries(o.notificationId)).toEqual([
      { device_id: webId, state: 'SENT' },
      { device_id: expoId, state: 'SENT' },
    ]);
  });

  it('the queue retries with exponential back-off until the push service takes it', async () => {
    const { rows } = await t.database.executeSql(
      'select retry_limit, retry_delay, retry_backoff from pgboss.queue where name = $1',
      [PUSH_DELIVER_JOB],
    );
    expect(rows).toEqual([
      { retry_limit: PUSH_RETRY.limit, retry_delay: PUSH_RETRY.delaySeconds, retry_backoff: true },
    ]);

    const { member, subscription, token } = await withDevices();
    webPush.answer(subscription.endpoint, 500);
    const runs = settledRuns(t.app.jobs, PUSH_DELIVER_JOB, 2);
    const started = Date.now();
    await sender.send([order(member.memberId)]);
    const [first, second] = await runs;
    expect(first?.ok).toBe(false);
    expect(second?.ok).toBe(true);
    // pg-boss's back-off: at least the retry delay between the two runs.
    expect(Date.now() - started).toBeGreaterThanOrEqual(PUSH_RETRY.delaySeconds * 1000);
    expect(webTo(subscription.endpoint).map((r) => r.status)).toEqual([500, 201]);
    expect(expoTo(token)).toHaveLength(1);
  }, 40_000);

  it('any other refusal is not retried', async () => {
    const { member, subscription, webId } = await withDevices();
    webPush.answer(subscription.endpoint, 413);
    const o = order(member.memberId);
    await t.app.appJobs.pushDeliver.runNow(jobData(o));
    expect(await deliveries(o.notificationId)).toContainEqual({
      device_id: webId,
      state: 'FAILED',
    });
    await t.app.appJobs.pushDeliver.runNow(jobData(o), { retryCount: 1 });
    expect(webTo(subscription.endpoint)).toHaveLength(1);
  });
});

describe('gone', () => {
  it('Web Push 404/410 and Expo DeviceNotRegistered delete the device, with no retry', async () => {
    const a = await withDevices();
    const b = await withDevices();
    webPush.answer(a.subscription.endpoint, 410);
    webPush.answer(b.subscription.endpoint, 404);
    expoApi.gone(a.token);
    const o = order(a.member.memberId);
    const p = order(b.member.memberId);
    await t.app.appJobs.pushDeliver.runNow(jobData(o, p));
    expect(await deviceIds(a.member.memberId)).toEqual([]);
    expect(await deviceIds(b.member.memberId)).toEqual([b.expoId]);
    expect(expoTo(b.token)).toHaveLength(1);

    // The next notification finds no device to try.
    await t.app.appJobs.pushDeliver.runNow(jobData(order(a.member.memberId)));
    expect(webTo(a.subscription.endpoint)).toHaveLength(1);
  });
});

describe('logs', () => {
  it('never hold a payload, an address, a key or a token', async () => {
    const { member, subscription, token } = await withDevices();
    const secretTitle = '로그에-없어야-할-제목';
    webPush.answer(subscription.endpoint, 429, 410);
    expoApi.failNext(500);
    const o = order(member.memberId, { title: secretTitle });
    await expect(t.app.appJobs.pushDeliver.runNow(jobData(o))).rejects.toThrow();
    await t.app.appJobs.pushDeliver.runNow(jobData(o), { retryCount: 1 });
    const done = settled(t.app.jobs, PUSH_DELIVER_JOB);
    await sender.send([order(member.memberId, { title: secretTitle })]);
    await done;
    const logs = t.logs.join('\n');
    expect(logs).toContain('push not delivered');
    for (const secret of [
      secretTitle,
      subscription.endpoint,
      new URL(subscription.endpoint).pathname,
      subscription.keys.p256dh,
      subscription.keys.auth,
      token,
      token.slice('ExponentPushToken['.length, -1),
      t.config.push.vapid.privateKey,
      'expo-access-token',
    ]) {
      expect(logs).not.toContain(secret);
    }
  });
});
