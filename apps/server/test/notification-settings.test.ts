import { endpoints, NotificationKind } from '@dama/contract';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/build';
import { makeCouple, makeMember, type TestMember } from './helpers/couple-factories';
import { fails, memberCall, ok } from './helpers/http';
import { centreOf, unreadCountOf, useNotifyingApp } from './helpers/notification-app';
import { answer, moveClock } from './helpers/questions';

/**
 * The notification settings (decision 0059): defaults, per-kind switches (an entry still listed,
 * not pushed), quiet hours holding a push until they end, bad bodies.
 */
let t: TestApp;
const { push } = useNotifyingApp((app) => (t = app));

const centre = (m: TestMember, query = '') => centreOf(t, m, query);
const unread = (m: TestMember) => unreadCountOf(t, m);
const settingsOf = async (m: TestMember) =>
  ok(
    await memberCall(t.app, m.accessToken, 'GET', '/api/notifications/settings'),
    endpoints.getNotificationSettings,
  );
const patchSettings = (m: TestMember, body: unknown) =>
  memberCall(t.app, m.accessToken, 'PATCH', '/api/notifications/settings', body);

describe('settings', () => {
  it('defaults: every kind on, quiet hours 23:00–08:00, the couple’s question time', async () => {
    const solo = await makeMember(t.app);
    const all = Object.fromEntries(NotificationKind.options.map((k) => [k, true]));
    expect(await settingsOf(solo)).toEqual({
      kinds: all,
      quietHours: { enabled: true, start: '23:00', end: '08:00' },
      questionTime: null,
    });
    const { a } = await makeCouple(t.app);
    expect((await settingsOf(a)).questionTime).toBe('21:00');
  });

  it('a kind switched off is listed but not pushed; the others still are', async () => {
    const { a, b } = await makeCouple(t.app);
    const changed = ok(
      await patchSettings(b, { kinds: { PARTNER_ANSWERED: false } }),
      endpoints.updateNotificationSettings,
    );
    expect(changed.kinds).toMatchObject({ PARTNER_ANSWERED: false, PARTNER_NUDGED: true });
    push.clear();
    await answer(t.app, a, '답');
    expect((await centre(b)).list[0]?.kind).toBe('PARTNER_ANSWERED');
    expect(push.of(b.memberId)).toEqual([]);
    // A second change keeps the first.
    ok(
      await patchSettings(b, { quietHours: { enabled: false, start: '23:00', end: '08:00' } }),
      endpoints.updateNotificationSettings,
    );
    expect((await settingsOf(b)).kinds.PARTNER_ANSWERED).toBe(false);
    await answer(t.app, b, '답');
    expect(push.of(a.memberId).map((o) => o.payload.kind)).toEqual(['PARTNER_ANSWERED']);
  });

  it('quiet hours hold a push until they end, across midnight', async () => {
    const { a, b } = await makeCouple(t.app);
    ok(
      await patchSettings(b, { quietHours: { enabled: true, start: '22:00', end: '07:30' } }),
      endpoints.updateNotificationSettings,
    );
    // 23:30 in Korea on the 21st: held until 07:30 on the 22nd.
    await moveClock(t, '2026-11-21T14:30:00.000Z', a, b);
    push.clear();
    await answer(t.app, a, '밤에 쓴 답');
    expect(push.of(b.memberId)[0]?.notBefore?.toISOString()).toBe('2026-11-21T22:30:00.000Z');
    // The centre has it at once.
    expect(await unread(b)).toBeGreaterThan(0);
  });

  it('bad bodies → 40000', async () => {
    const m = await makeMember(t.app);
    fails(
      await patchSettings(m, { quietHours: { enabled: true, start: '24:00', end: '08:00' } }),
      40000,
    );
    fails(await patchSettings(m, { quietHours: { enabled: true } }), 40000);
    // Nothing named to change is a wrong body, not a no-op.
    fails(await patchSettings(m, {}), 40000);
    fails(await patchSettings(m, { kinds: { PARTNER_ANSWERED: 'no' } }), 40000);
  });
});
