import { endpoints, PushPayload } from '@dama/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build';
import { makeCouple, type TestMember } from './helpers/couple-factories';
import {
  expoToken,
  startFakeExpo,
  startFakeWebPush,
  type FakeExpo,
  type FakeWebPush,
} from './helpers/fake-push-services';
import { bearer, memberCall, ok } from './helpers/http';
import { answer } from './helpers/questions';

/**
 * The centre and delivery joined (issue 25): what the notification module decides reaches the
 * partner's phone and browser through the push module's outbox, against stand-ins speaking Expo's
 * API and Web Push (the payload decrypted with the subscription's keys), with the centre entry's
 * id, title and link and never the text that was written.
 */
let t: TestApp;
let webPush: FakeWebPush;
let expoApi: FakeExpo;

beforeAll(async () => {
  webPush = await startFakeWebPush();
  expoApi = await startFakeExpo();
  t = await build({ env: { EXPO_PUSH_URL: expoApi.url, EXPO_ACCESS_TOKEN: 'expo-access-token' } });
});
afterAll(async () => {
  await t?.close();
  await webPush.close();
  await expoApi.close();
});

/** A phone (Expo) and a browser (Web Push) for the member, quiet hours off. */
async function devicesOf(member: TestMember) {
  const token = expoToken();
  const subscription = webPush.subscription();
  for (const payload of [
    { kind: 'EXPO', token },
    { kind: 'WEB_PUSH', subscription },
  ]) {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/devices',
      headers: bearer(member.accessToken),
      payload,
    });
    ok(response, endpoints.registerPushDevice);
  }
  ok(
    await memberCall(t.app, member.accessToken, 'PATCH', '/api/notifications/settings', {
      quietHours: { enabled: false, start: '23:00', end: '08:00' },
    }),
    endpoints.updateNotificationSettings,
  );
  return { token, subscription };
}

describe('a notification reaches the partner as a push', () => {
  it("the partner's first answer: one push to the phone and one to the browser, no text", async () => {
    const { a, b } = await makeCouple(t.app, { a: { nickname: '민지' } });
    const { token, subscription } = await devicesOf(b);
    const written = '우리만 아는 비밀 이야기';
    const coupleQuestionId = await answer(t.app, a, written);

    const [phone] = await expoApi.waitFor(1);
    const [browser] = await webPush.waitFor(1);
    const [entry] = ok(
      await memberCall(t.app, b.accessToken, 'GET', '/api/notifications'),
      endpoints.listNotifications,
    ).list;
    const expected = {
      notificationId: entry!.id,
      kind: 'PARTNER_ANSWERED',
      title: '민지님이 오늘의 질문에 답했어요',
      link: `/question/see-answer?coupleQuestionId=${coupleQuestionId}`,
    };
    expect(phone?.to).toBe(token);
    expect(PushPayload.parse(phone?.data)).toMatchObject(expected);
    expect(browser?.endpoint).toBe(subscription.endpoint);
    expect(PushPayload.parse(browser?.payload)).toMatchObject(expected);
    expect(JSON.stringify([phone, browser?.payload])).not.toContain(written);
    expect(webPush.problems).toEqual([]);
    expect(expoApi.problems).toEqual([]);

    // One push per notification and device: nothing more arrives for this answer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(expoApi.received.filter((m) => m.to === token)).toHaveLength(1);
  });

  it('a nudge reaches the partner who has not answered', async () => {
    const { a, b } = await makeCouple(t.app, { b: { nickname: '서연' } });
    const { token } = await devicesOf(a);
    const before = expoApi.received.length;
    // Today's question exists once read.
    await memberCall(t.app, b.accessToken, 'GET', '/api/questions/today');
    ok(
      await memberCall(t.app, b.accessToken, 'POST', '/api/questions/today/nudge'),
      endpoints.nudgePartner,
    );
    const received = await expoApi.waitFor(before + 1);
    const nudge = received.find((m) => m.to === token);
    expect(PushPayload.parse(nudge?.data)).toMatchObject({
      kind: 'PARTNER_NUDGED',
      link: '/question',
    });
    expect(nudge?.title).toMatch(/서연/);
  });
});
