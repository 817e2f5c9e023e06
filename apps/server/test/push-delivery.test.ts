import { endpoints, PushPayload } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import { PUSH_DELIVER_JOB } from '../src/modules/push';
import type { PushSender } from '../src/platform/push';
import type { TestApp } from './helpers/build';
import type { FakeExpo, FakeWebPush } from './helpers/fake-push-services';
import { usePushDelivery } from './helpers/push-delivery';
import { makeMember } from './helpers/couple-factories';
import { bearer, ok } from './helpers/http';
import { settled } from './helpers/jobs';

/**
 * Push delivery through the outbox (issue 25, decision 0060), against local stand-ins speaking
 * the real wire formats: a Web Push service that checks the VAPID JWT and decrypts each payload
 * with the subscription's private key, and Expo's push API. What is delivered: exactly the
 * contract's payload to both kinds of device, at the kind's urgency, to live sessions' devices
 * only, in jobs of at most 100 orders. Once only and not before `notBefore`:
 * `push-delivery-once.test.ts`; retries, gone devices and the logs: `push-delivery-failures.test.ts`.
 */
let t: TestApp;
let webPush: FakeWebPush;
let expoApi: FakeExpo;
let sender: PushSender;
const { withDevices, order, webTo, expoTo, deliveries } = usePushDelivery((rig) => {
  ({ t, webPush, expoApi, sender } = rig);
});

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
