import { endpoints, type DevExpoPushMessages } from '@dama/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_DELIVER_JOB } from '../src/modules/push';
import type { PushSender } from '../src/platform/push';
import { build, type TestApp } from './helpers/build';
import { makeMember } from './helpers/couple-factories';
import { expoToken } from './helpers/fake-push-services';
import { bearer, fails, ok } from './helpers/http';
import { settled } from './helpers/jobs';

/**
 * The dev login's Expo stand-in (decision 0060): with DEV_LOGIN on and no EXPO_PUSH_URL the
 * server's native pushes go to it in-process; the preview reads each token's messages with
 * `GET /api/dev/expo-push/messages` (long polling); `POST /api/dev/expo-push/send` answers as
 * Expo does. Neither exists with DEV_LOGIN off.
 */
let t: TestApp;
let sender: PushSender;
beforeAll(async () => {
  t = await build({ extend: (seams) => (sender = seams.push) });
});
afterAll(async () => {
  await t?.close();
});

function read(query: string) {
  return t.app.inject({ method: 'GET', url: `/api/dev/expo-push/messages?${query}` });
}

describe('with DEV_LOGIN on', () => {
  it('native pushes reach the stand-in, read by token after a cursor', async () => {
    expect(t.config.push.expo.url).toBeNull();
    const member = await makeMember(t.app);
    const token = expoToken();
    ok(
      await t.app.inject({
        method: 'PUT',
        url: '/api/notifications/devices',
        headers: bearer(member.accessToken),
        payload: { kind: 'EXPO', token },
      }),
      endpoints.registerPushDevice,
    );
    const payload = {
      notificationId: 7,
      kind: 'PARTNER_NUDGED' as const,
      title: '하늘이가 콕 찔렀어요',
      body: '오늘의 질문에 답해 보세요',
      link: '/question',
    };
    const done = settled(t.app.jobs, PUSH_DELIVER_JOB);
    await sender.send([{ memberId: member.memberId, notificationId: 7, payload, notBefore: null }]);
    expect((await done).ok).toBe(true);

    const first = ok(
      await read(`token=${encodeURIComponent(token)}`),
      endpoints.devExpoPushMessages,
    );
    const [message] = first.messages;
    expect(message?.receivedAt).toMatch(/\+09:00$/);
    expect(first.messages).toEqual([
      {
        seq: message?.seq,
        receivedAt: message?.receivedAt,
        to: token,
        title: payload.title,
        body: payload.body,
        data: payload,
        priority: 'high',
        ttl: 86400,
      },
    ]);
    expect(first.cursor).toBe(first.messages[0]?.seq);
    const after = ok(
      await read(`token=${encodeURIComponent(token)}&after=${first.cursor}`),
      endpoints.devExpoPushMessages,
    );
    expect(after.messages).toEqual([]);
    // Another token's messages are not this one's.
    const other = ok(
      await read(`token=${encodeURIComponent(expoToken())}`),
      endpoints.devExpoPushMessages,
    );
    expect(other.messages).toEqual([]);
  });

  it('a read with waitMs answers as soon as a message arrives', async () => {
    const token = expoToken();
    const started = Date.now();
    const waiting = read(`token=${encodeURIComponent(token)}&waitMs=20000`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/dev/expo-push/send',
      payload: [
        {
          to: token,
          title: '오늘의 질문이 도착했어요',
          body: '지금 답해 보세요',
          data: {
            notificationId: 8,
            kind: 'QUESTION_ARRIVED',
            title: '오늘의 질문이 도착했어요',
            body: '지금 답해 보세요',
            link: '/question',
          },
        },
      ],
    });
    expect(sent.statusCode).toBe(200);
    const tickets = sent.json<{ data: { status: string; id: string }[] }>().data;
    expect(tickets).toHaveLength(1);
    expect(tickets[0]?.status).toBe('ok');
    expect(tickets[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    const answered: DevExpoPushMessages = ok(await waiting, endpoints.devExpoPushMessages);
    expect(answered.messages.map((m) => m.data.notificationId)).toEqual([8]);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a read with nothing new waits at most waitMs', async () => {
    const started = Date.now();
    const res = ok(
      await read(`token=${encodeURIComponent(expoToken())}&waitMs=300`),
      endpoints.devExpoPushMessages,
    );
    expect(res.messages).toEqual([]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('answers a malformed send as Expo does, and a bad read with 40000', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/dev/expo-push/send',
      payload: [{ to: 'not-a-token', title: 'x', body: 'y', data: {} }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ code: 'VALIDATION_ERROR' }] });
    fails(await read('token=nope'), 40000);
    fails(await read(`token=${encodeURIComponent(expoToken())}&waitMs=60000`), 40000);
  });
});

describe('with DEV_LOGIN off', () => {
  it('neither route exists; native pushes go to Expo', async () => {
    const off = await build({ env: { DEV_LOGIN: 'false' } });
    try {
      expect(off.config.push.expo.url).toBe('https://exp.host/--/api/v2/push/send');
      const get = await off.app.inject({
        method: 'GET',
        url: `/api/dev/expo-push/messages?token=${encodeURIComponent(expoToken())}`,
      });
      fails(get, 40400);
      const post = await off.app.inject({
        method: 'POST',
        url: '/api/dev/expo-push/send',
        payload: [],
      });
      fails(post, 40400);
      // The rest of push is there.
      ok(
        await off.app.inject({ method: 'GET', url: '/api/notifications/web-push-key' }),
        endpoints.getWebPushKey,
      );
    } finally {
      await off.close();
    }
  });
});
