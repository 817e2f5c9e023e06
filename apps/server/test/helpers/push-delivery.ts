import { endpoints, type NotificationKind } from '@dama/contract';
import { afterAll, beforeAll } from 'vitest';
import type { DeliverJobData } from '../../src/modules/push';
import type { PushOrder, PushSender } from '../../src/platform/push';
import { build, type TestApp } from './build';
import { makeMember, type TestMember } from './couple-factories';
import {
  expoToken,
  startFakeExpo,
  startFakeWebPush,
  type FakeExpo,
  type FakeWebPush,
  type TestSubscription,
} from './fake-push-services';
import { bearer, ok } from './http';

/** What a push delivery test file works with, once its app and the stand-ins are up. */
export interface PushDeliveryRig {
  t: TestApp;
  webPush: FakeWebPush;
  expoApi: FakeExpo;
  /** The push module's sender (the notification centre's seam). */
  sender: PushSender;
}

export interface MemberWithDevices {
  member: TestMember;
  subscription: TestSubscription;
  token: string;
  webId: number;
  expoId: number;
}

/**
 * Push delivery through the outbox (decision 0060) for one test file: the Web Push and Expo
 * stand-ins and an app sending to them (debug logs kept), started before all tests and closed
 * after them; `ready` gets them. Returns the file's helpers: a member with one device of each
 * kind, orders with fresh notification ids, the same orders as a job carries them, and what the
 * stand-ins and the tables hold for a device or a notification.
 */
export function usePushDelivery(ready: (rig: PushDeliveryRig) => void) {
  let rig: PushDeliveryRig | undefined;
  let notificationIds = 1000;
  const the = (): PushDeliveryRig => {
    if (!rig) throw new Error('usePushDelivery: used before beforeAll');
    return rig;
  };

  beforeAll(async () => {
    const webPush = await startFakeWebPush();
    const expoApi = await startFakeExpo();
    let sender: PushSender | undefined;
    const t = await build({
      env: { EXPO_PUSH_URL: expoApi.url, EXPO_ACCESS_TOKEN: 'expo-access-token' },
      logLevel: 'debug',
      extend: (seams) => {
        sender = seams.push;
      },
    });
    if (!sender) throw new Error('the app handed no push sender');
    rig = { t, webPush, expoApi, sender };
    ready(rig);
  });
  afterAll(async () => {
    await rig?.t.close();
    await rig?.webPush.close();
    await rig?.expoApi.close();
  });

  async function withDevices(): Promise<MemberWithDevices> {
    const { t, webPush } = the();
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

  const webTo = (endpoint: string) => the().webPush.received.filter((r) => r.endpoint === endpoint);
  const expoTo = (token: string) => the().expoApi.received.filter((r) => r.to === token);

  async function deliveries(
    notificationId: number,
  ): Promise<{ device_id: number; state: string }[]> {
    const { rows } = await the().t.database.executeSql(
      'select device_id, state from push_deliveries where notification_id = $1 order by device_id',
      [notificationId],
    );
    return rows as { device_id: number; state: string }[];
  }

  async function deviceIds(memberId: number): Promise<number[]> {
    const { rows } = await the().t.database.executeSql(
      'select id from push_devices where member_id = $1 order by id',
      [memberId],
    );
    return (rows as { id: number }[]).map((r) => r.id);
  }

  return { withDevices, order, jobData, webTo, expoTo, deliveries, deviceIds };
}
