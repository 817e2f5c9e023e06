import { endpoints, PushPayload, type NotificationKind } from '@dama/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_DELIVER_JOB, PUSH_RETRY, type DeliverJobData } from '../src/modules/push';
import type { PushOrder, PushSender } from '../src/platform/push';
import { build, type TestApp } from './helpers/build';
import { makeMember, type TestMember } from './helpers/couple-factories';
import {
  expoToken,
  startFakeExpo,
  startFakeWebPush,
  type FakeExpo,
  type FakeWebPush,
  type TestSubscription,
} from './helpers/fake-push-services';
import { bearer, ok } from './helpers/http';
import { settled, settledRuns } from './helpers/jobs';

/**
 * Push delivery through the outbox (issue 25, decision 0060), against local stand-ins speaking
 * the real wire formats: a Web Push service that checks the VAPID JWT and decrypts each payload
 * with the subscription's private key, and Expo's push API. Exactly the contract's payload, once
 * per notification and device, not before `notBefore`, retried with back-off on 429/5xx, the
 * device deleted when gone, and nothing of a payload, address or key in the logs.
 */
let t: TestApp;
let webPush: FakeWebPush;
let expoApi: FakeExpo;
let sender: PushSender;
let notificationIds = 1000;

beforeAll(async () => {
  webPush = await startFakeWebPush();
  expoApi = await startFakeExpo();
  t = await build({
    env: { EXPO_PUSH_URL: expoApi.url, EXPO_ACCESS_TOKEN: 'expo-access-token' },
    logLevel: 'debug',
    extend: (seams) => {
      sender = seams.push;
    },
  });
});
afterAll(async () => {
  await t?.close();
  await webPush.close();
  await expoApi.close();
});

async function withDevices(): Promise<{
  member: TestMember;
  subscription: TestSubscription;
  token: string;
  webId: number;
  expoId: number;
}> {
  const member = await makeMember(t.app);
  const subscription = webPush.subscription();
  const token = expoToken();
  const put = async (payload: object) =>
    ok(
      await t.app.inject({
        method: 'PUT',
        url: '/api/notifications/devices',
        headers: bearer(member.accessToken),
        payload,
      }),
      endpoints.registerPushDevice,
    ).deviceId;
  const webId = await put({ kind: 'WEB_PUSH', subscription });
  const expoId = await put({ kind: 'EXPO', token });
  return { member, subscription, token, webId, expoId };
}

function order(
  memberId: number,
  options: { kind?: NotificationKind; notBefore?: Date | null; title?: string } = {},
): PushOrder {
  const notificationId = ++notificationIds;
  const kind = options.kind ?? 'PARTNER_ANSWERED';
  return {
    memberId,
    notificationId,
    notBefore: options.notBefore ?? null,
    payload: {
      notificationId,
      kind,
      title: options.title ?? '하늘이가 답했어요',
      body: '답하고 확인해 보세요',
      link: '/question/see-answer?coupleQuestionId=3',
    },
  };
}

/** The same order as a job carries it (for `runNow`). */
function jobData(...orders: PushOrder[]): DeliverJobData {
  return {
    orders: orders.map((o) => ({
      memberId: o.memberId,
      notificationId: o.notificationId,
      payload: o.payload,
      notBefore: o.notBefore?.toISOString() ?? null,
    })),
  };
}

const webTo = (endpoint: string) => webPush.received.filter((r) => r.endpoint === endpoint);
const expoTo = (token: string) => expoApi.received.filter((r) => r.to === token);

async function deliveries(notificationId: number): Promise<{ device_id: number; state: string }[]> {
  const { rows } = await t.database.executeSql(
    'select device_id, state from push_deliveries where notification_id = $1 order by device_id',
    [notificationId],
  );
  return rows as { device_id: number; state: string }[];
}

async function deviceIds(memberId: number): Promise<number[]> {
  const { rows } = await t.database.executeSql(
    'select id from push_devices where member_id = $1 order by id',
    [memberId],
  );
  return (rows as { id: number }[]).map((r) => r.id);
}

describe('delivery', () => {
  it("reaches both kinds of device with exactly the contract's payload", async () => {
    const { member, subscription, token, webId, expoId } = await withDevices();
    const sent = order(member.memberId);
    const done = settled(t.app.jobs, PUSH_DELIVER_JOB);
    await sender.send([sent]);
    expect((await done).ok).toBe(true);

    const [push] = webTo(subscription.endpoint);
    expect(webPush.problems).toEqual([]);
    // Decrypted by the stand-in with the subscription's private key: the payload, nothing more.
    expect(push?.payload).toEqual(sent.payload);
    expect(PushPayload.strict().parse(push?.payload)).toEqual(sent.payload);
    expect(push?.status).toBe(201);
    expect(push?.headers.ttl).toBe('86400');
    expect(push?.headers.urgency).toBe('high');
    expect(push?.headers.topic).toBe(`n${sent.notificationId}`);
    expect(push?.vapid).toMatchObject({
      aud: webPush.url,
      sub: t.config.push.vapid.subject,
      publicKey: t.config.push.vapid.publicKey,
    });
    // The ciphertext does not carry the text in the clear.
    expect(push?.ciphertext.toString('utf8')).not.toContain('답했어요');

    expect(expoTo(token)).toEqual([
      {
        to: token,
        title: sent.payload.title,
        body: sent.payload.body,
        data: sent.payload,
        sound: 'default',
        priority: 'high',
        ttl: 86400,
      },
    ]);
    expect(expoApi.requests.at(-1)?.headers.authorization).toBe('Bearer expo-access-token');
    expect(await deliveries(sent.notificationId)).toEqual([
      { device_id: webId, state: 'SENT' },
      { device_id: expoId, state: 'SENT' },
    ]);
  });

  it('a notification that is not waited on goes at normal urgency', async () => {
    const { member, subscription, token } = await withDevices();
    const done = settled(t.app.jobs, PUSH_DELIVER_JOB);
    await sender.send([order(member.memberId, { kind: 'QUESTION_ARRIVED' })]);
    await done;
    expect(webTo(subscription.endpoint)[0]?.headers.urgency).toBe('normal');
    expect(expoTo(token)[0]?.priority).toBe('default');
  });

  it('a member without devices, or only with a logged-out one, gets nothing and nothing fails', async () => {
    const alone = await makeMember(t.app);
    const { member, subscription } = await withDevices();
    ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(member.accessToken),
      }),
      endpoints.logout,
    );
    const done = settled(t.app.jobs, PUSH_DELIVER_JOB);
    await sender.send([order(alone.memberId), order(member.memberId)]);
    expect((await done).ok).toBe(true);
    expect(webTo(subscription.endpoint)).toEqual([]);
  });

  it('10 000 orders become jobs of at most 100', async () => {
    const before = await t.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = $1`,
      [PUSH_DELIVER_JOB],
    );
    const nobody = 2_000_000_000;
    const many = Array.from({ length: 250 }, () =>
      order(nobody, { notBefore: new Date(t.clock.now().getTime() + 3_600_000) }),
    );
    await sender.send(many);
    const { rows } = await t.database.executeSql(
      `select jsonb_array_length(data->'orders') as n from pgboss.job where name = $1
       order by created_on desc limit 3`,
      [PUSH_DELIVER_JOB],
    );
    expect((rows as { n: number }[]).map((r) => r.n).sort()).toEqual([100, 100, 50]);
    const after = await t.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = $1`,
      [PUSH_DELIVER_JOB],
    );
    expect((after.rows[0] as { n: number }).n - (before.rows[0] as { n: number }).n).toBe(3);
  });
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
