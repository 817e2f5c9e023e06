import { endpoints, dDayCount, startsWithMilestoneOn as anniversariesOn } from '@dama/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import { makeCouple, setStartLoveDate, type TestMember } from './helpers/couple-factories';
import { memberCall, ok } from './helpers/http';
import { RecordingPush } from './helpers/push';
import { notifications } from './helpers/tables';

/** ANNIVERSARY_SOON (issue 25, decision 0059): the day before each 100-day step and each year. */
describe('anniversariesOn', () => {
  it('finds the 100-day steps up to 1000 (the start day is D+1)', () => {
    const found = anniversariesOn('2026-11-22');
    expect(found.get('2026-08-15')).toEqual({ days: 100 });
    expect(dDayCount('2026-08-15', '2026-11-22')).toBe(100);
    expect(found.get('2024-02-27')).toEqual({ days: dDayCount('2024-02-27', '2026-11-22') });
    expect(dDayCount('2024-02-27', '2026-11-22')).toBe(1000);
    // D+1100 is no step; D+99 neither.
    expect([...found.values()].filter((a) => !a.years).map((a) => a.days)).toEqual([
      100, 200, 300, 400, 500, 600, 700, 800, 900, 1000,
    ]);
  });

  it('finds the yearly anniversaries; 29 February has its day on the 28th in other years', () => {
    expect(anniversariesOn('2026-11-22').get('2025-11-22')).toEqual({ days: 366, years: 1 });
    expect(anniversariesOn('2026-11-22').get('2016-11-22')?.years).toBe(10);
    const feb28 = anniversariesOn('2025-02-28');
    expect(feb28.get('2024-02-29')).toMatchObject({ years: 1 });
    expect(feb28.get('2024-02-28')).toMatchObject({ years: 1 });
    // In a leap year the 29th is its own day, not the 28th.
    expect(anniversariesOn('2028-02-28').get('2024-02-29')).toBeUndefined();
    expect(anniversariesOn('2028-02-29').get('2024-02-29')).toMatchObject({ years: 4 });
    expect(anniversariesOn('2025-03-01').get('2024-02-29')).toBeUndefined();
  });
});

let t: TestApp;
const push = new RecordingPush();
useApp((app) => (t = app), { build: { push } });
beforeEach(() => {
  t.clock.reset();
  push.clear();
});

const soonFor = (m: TestMember) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.memberId, m.memberId), eq(notifications.type, 'ANNIVERSARY_SOON')));
const runJob = () => t.app.appJobs.couplesAnniversarySoon.runNow({});

async function coupleSince(startLoveDate: string) {
  const couple = await makeCouple(t.app, { a: { nickname: '민지' }, b: { nickname: '준호' } });
  ok(
    await setStartLoveDate(t.app, couple.a.accessToken, startLoveDate),
    endpoints.updateStartLoveDate,
  );
  return couple;
}

describe('the anniversary job', () => {
  // The test clock: 2026-11-21 in Korea, so tomorrow is 2026-11-22.
  it('tells both the day before D+100, once however often it runs', async () => {
    const { a, b, coupleId } = await coupleSince('2026-08-15');
    await runJob();
    await runJob();
    const [forA] = await soonFor(a);
    expect(await soonFor(a)).toHaveLength(1);
    expect(await soonFor(b)).toHaveLength(1);
    expect(forA?.target).toEqual({
      coupleId,
      anniversaryDate: '2026-11-22',
      anniversaryDays: 100,
    });
    const [entry] = ok(
      await memberCall(t.app, a.accessToken, 'GET', '/api/notifications'),
      endpoints.listNotifications,
    ).list;
    expect(entry).toMatchObject({
      kind: 'ANNIVERSARY_SOON',
      title: '내일은 준호님과 만난 지 100일이에요',
      link: '/anniversaries',
    });
    expect(push.of(b.memberId).map((o) => o.payload.title)).toEqual([
      '내일은 민지님과 만난 지 100일이에요',
    ]);
  });

  it('a yearly anniversary; nothing on other days or for an ended couple', async () => {
    const yearly = await coupleSince('2025-11-22');
    const other = await coupleSince('2025-11-23');
    const ended = await coupleSince('2024-11-22');
    ok(
      await memberCall(t.app, ended.a.accessToken, 'DELETE', '/api/couples'),
      endpoints.unlinkCouple,
    );
    await runJob();
    expect((await soonFor(yearly.a))[0]?.payload).toMatchObject({ anniversaryYears: 1 });
    const [entry] = ok(
      await memberCall(t.app, yearly.a.accessToken, 'GET', '/api/notifications'),
      endpoints.listNotifications,
    ).list;
    expect(entry?.title).toBe('내일은 준호님과 만난 지 1주년이에요');
    expect(await soonFor(other.a)).toHaveLength(0);
    expect(await soonFor(ended.a)).toHaveLength(0);
    expect(await soonFor(ended.b)).toHaveLength(0);
  });

  it('a couple that started on 29 February is told on 27 February of a year without one', async () => {
    // Tomorrow: 2027-02-28.
    t.clock.set('2027-02-27T03:00:00.000Z');
    const { a } = await coupleSince('2024-02-29');
    await runJob();
    expect((await soonFor(a))[0]?.target).toMatchObject({ anniversaryDate: '2027-02-28' });
    expect((await soonFor(a))[0]?.payload).toMatchObject({ anniversaryYears: 3 });
  });
});
