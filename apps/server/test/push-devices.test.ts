import { endpoints, type BodyOf } from '@dama/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { makeCouple, makeMember, type TestMember } from './helpers/couple-factories';
import { signIn } from './helpers/factories';
import {
  expoToken,
  startFakeWebPush,
  type FakeWebPush,
  type TestSubscription,
} from './helpers/fake-push-services';
import { bearer, fails, ok } from './helpers/http';

/**
 * Push devices (issue 25, decision 0060): `PUT /api/notifications/devices` (idempotent per
 * subscription or token, bound to the caller's session), `DELETE …/:deviceId` (only the
 * caller's), the public VAPID key; devices go on logout of their session, on a refresh token's
 * reuse, and on withdrawal; their addresses are sealed at rest.
 */
let t: TestApp;
useApp((app) => (t = app));
let webPush: FakeWebPush;
beforeAll(async () => {
  webPush = await startFakeWebPush();
});
afterAll(async () => {
  await webPush.close();
});

type DeviceBody = BodyOf<typeof endpoints.registerPushDevice>;

function register(token: string, body: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/notifications/devices',
    headers: bearer(token),
    payload: body as object,
  });
}

async function registered(token: string, body: DeviceBody): Promise<number> {
  return ok(await register(token, body), endpoints.registerPushDevice).deviceId;
}

function remove(token: string, deviceId: number | string) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/notifications/devices/${deviceId}`,
    headers: bearer(token),
  });
}

const web = (subscription: TestSubscription): DeviceBody => ({ kind: 'WEB_PUSH', subscription });
const expo = (token: string): DeviceBody => ({ kind: 'EXPO', token });

async function devicesOf(memberId: number): Promise<{ id: number; session_id: string }[]> {
  const { rows } = await t.database.executeSql(
    'select id, session_id from push_devices where member_id = $1 order by id',
    [memberId],
  );
  return rows as { id: number; session_id: string }[];
}

describe('GET /api/notifications/web-push-key', () => {
  it('answers the VAPID public key to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications/web-push-key' });
    expect(ok(res, endpoints.getWebPushKey)).toEqual({ publicKey: t.config.push.vapid.publicKey });
    expect(t.config.push.vapid.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
  });
});

describe('PUT /api/notifications/devices', () => {
  let a: TestMember;
  beforeAll(async () => {
    a = await makeMember(t.app);
  });

  it('stores a subscription once: the same one again is the same device', async () => {
    const subscription = webPush.subscription();
    const id = await registered(a.accessToken, web(subscription));
    expect(await registered(a.accessToken, web(subscription))).toBe(id);
    const token = expoToken();
    const expoId = await registered(a.accessToken, expo(token));
    expect(expoId).not.toBe(id);
    expect(await registered(a.accessToken, expo(token))).toBe(expoId);
    expect((await devicesOf(a.memberId)).map((d) => d.id)).toEqual([id, expoId]);
  });

  it('the same subscription registered by someone else moves to them and their session', async () => {
    const subscription = webPush.subscription();
    const id = await registered(a.accessToken, web(subscription));
    const b = await makeMember(t.app);
    expect(await registered(b.accessToken, web(subscription))).toBe(id);
    expect((await devicesOf(a.memberId)).map((d) => d.id)).not.toContain(id);
    expect((await devicesOf(b.memberId)).map((d) => d.id)).toEqual([id]);
  });

  it('seals where a device is reached: no endpoint, key or token in the row', async () => {
    const subscription = webPush.subscription();
    const token = expoToken();
    await registered(a.accessToken, web(subscription));
    await registered(a.accessToken, expo(token));
    const { rows } = await t.database.executeSql('select * from push_devices');
    const stored = JSON.stringify(rows);
    for (const secret of [
      subscription.endpoint,
      subscription.keys.p256dh,
      subscription.keys.auth,
    ]) {
      expect(stored).not.toContain(secret);
    }
    expect(stored).not.toContain(token.slice('ExponentPushToken['.length, -1));
  });

  it('refuses a malformed subscription or token with 40000', async () => {
    const good = webPush.subscription();
    const bad: unknown[] = [
      {},
      { kind: 'WEB_PUSH' },
      { kind: 'WEB_PUSH', subscription: { endpoint: good.endpoint } },
      { kind: 'WEB_PUSH', subscription: { ...good, endpoint: 'not a url' } },
      { kind: 'WEB_PUSH', subscription: { ...good, endpoint: 'ftp://push.example/x' } },
      { kind: 'WEB_PUSH', subscription: { ...good, keys: { ...good.keys, auth: 'x' } } },
      // The right spelling, but not a P-256 point (65 bytes from 0x04) / not 16 bytes.
      {
        kind: 'WEB_PUSH',
        subscription: { ...good, keys: { ...good.keys, p256dh: `A${good.keys.p256dh.slice(1)}` } },
      },
      {
        kind: 'WEB_PUSH',
        subscription: {
          ...good,
          keys: { ...good.keys, auth: Buffer.alloc(17).toString('base64url') },
        },
      },
      { kind: 'EXPO', token: 'not-a-token' },
      { kind: 'EXPO', token: 'ExponentPushToken[]' },
      { kind: 'FCM', token: 'x' },
    ];
    for (const body of bad) fails(await register(a.accessToken, body), 40000);
    const before = await devicesOf(a.memberId);
    expect(before.length).toBeGreaterThan(0);
    expect((await devicesOf(a.memberId)).length).toBe(before.length);
  });

  it('needs a signed-in member', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/notifications/devices',
      payload: web(webPush.subscription()),
    });
    fails(res, 40100);
  });
});

describe('DELETE /api/notifications/devices/:deviceId', () => {
  it("removes the caller's device; another's or none is 40302 and stays", async () => {
    const { a, b } = await makeCouple(t.app);
    const mine = await registered(a.accessToken, expo(expoToken()));
    const theirs = await registered(b.accessToken, expo(expoToken()));
    fails(await remove(a.accessToken, theirs), 40302);
    expect((await devicesOf(b.memberId)).map((d) => d.id)).toEqual([theirs]);
    fails(await remove(a.accessToken, 2_000_000_000), 40302);
    fails(await remove(a.accessToken, 'abc'), 40000);
    ok(await remove(a.accessToken, mine), endpoints.removePushDevice);
    expect(await devicesOf(a.memberId)).toEqual([]);
    fails(await remove(a.accessToken, mine), 40302);
  });
});

describe('devices go with their session', () => {
  it("logout removes only that session's devices", async () => {
    const first = await makeMember(t.app);
    const second = await signIn(t.app, { subject: first.subject });
    const onFirst = await registered(first.accessToken, expo(expoToken()));
    const onSecond = await registered(second.accessToken, web(webPush.subscription()));
    ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: bearer(first.accessToken),
      }),
      endpoints.logout,
    );
    expect((await devicesOf(first.memberId)).map((d) => d.id)).toEqual([onSecond]);
    expect(onFirst).not.toBe(onSecond);
  });

  it("a refresh token's reuse ends the session and its devices", async () => {
    const member = await makeMember(t.app);
    await registered(member.accessToken, expo(expoToken()));
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/refresh', payload: { refreshToken } });
    ok(await refresh(member.refreshToken), endpoints.refresh);
    // Past the 30 s grace of a repeat: reuse.
    t.clock.advance(60_000);
    fails(await refresh(member.refreshToken), 40102);
    expect(await devicesOf(member.memberId)).toEqual([]);
  });

  it('withdrawal removes every device of the member', async () => {
    const member = await makeMember(t.app);
    const other = await signIn(t.app, { subject: member.subject });
    await registered(member.accessToken, expo(expoToken()));
    await registered(other.accessToken, web(webPush.subscription()));
    expect(await devicesOf(member.memberId)).toHaveLength(2);
    ok(
      await t.app.inject({
        method: 'DELETE',
        url: '/api/members',
        headers: bearer(member.accessToken),
      }),
      endpoints.withdraw,
    );
    expect(await devicesOf(member.memberId)).toEqual([]);
  });
});
