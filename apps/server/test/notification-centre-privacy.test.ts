import { endpoints } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/build';
import { makeCouple, type TestMember } from './helpers/couple-factories';
import { memberCall, ok } from './helpers/http';
import { centreOf, useNotifyingApp } from './helpers/notification-app';
import { answer, editRequest } from './helpers/questions';
import { notifications, notificationSettings } from './helpers/tables';

/**
 * What the notification centre (decision 0059) never keeps: a withdrawn member's rows, and any
 * answer's or chat's text (push orders, live events, logs).
 */
let t: TestApp;
const { push, stream } = useNotifyingApp((app) => (t = app), {
  logLevel: 'info',
  // Every request's line, not 20 a second: the no-text test reads them all.
  env: { LOG_SAMPLE: 'all' },
});

const centre = (m: TestMember, query = '') => centreOf(t, m, query);
const patchSettings = (m: TestMember, body: unknown) =>
  memberCall(t.app, m.accessToken, 'PATCH', '/api/notifications/settings', body);

describe('withdrawal', () => {
  it('the member’s notifications and settings go; the partner keeps theirs', async () => {
    const { a, b } = await makeCouple(t.app);
    await answer(t.app, b, '답');
    ok(
      await patchSettings(a, { kinds: { ANNIVERSARY_SOON: false } }),
      endpoints.updateNotificationSettings,
    );
    ok(await memberCall(t.app, a.accessToken, 'DELETE', '/api/members'), endpoints.withdraw);
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.memberId, a.memberId)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.memberId, a.memberId)),
    ).toEqual([]);
    expect((await centre(b)).list.map((n) => n.kind)).toEqual(['COUPLE_DISCONNECTED']);
  });
});

describe('no answer or chat text anywhere', () => {
  it('not in a push order, a live event or a log line', async () => {
    const secret = '아무도-몰라야-할-답변-문장';
    const { a, b } = await makeCouple(t.app);
    const partnerStream = await stream(b.accessToken);
    push.clear();
    const before = t.logs.length;
    await answer(t.app, a, secret);
    ok(await editRequest(t.app, a, `${secret} 고침`), endpoints.editTodayAnswer);
    const seen = [
      await partnerStream.nextEvent(),
      await partnerStream.nextEvent(),
      await partnerStream.nextEvent(),
    ];
    expect(seen.map((e) => e.event)).toEqual([
      'partner_answered',
      'notification_created',
      'partner_answered',
    ]);
    expect(push.orders.length).toBeGreaterThan(0);
    expect(JSON.stringify(push.orders)).not.toContain('아무도');
    expect(JSON.stringify([...seen, ...partnerStream.pending()])).not.toContain('아무도');
    expect(JSON.stringify((await centre(b)).list)).not.toContain('아무도');
    // The lines of both writes are there.
    await expect
      .poll(() => t.logs.slice(before).filter((l) => l.includes('/api/questions/today/answers')))
      .toHaveLength(2);
    expect(t.logs.slice(before).join('\n')).not.toContain('아무도');
  });
});
