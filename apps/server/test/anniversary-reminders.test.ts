import { endpoints } from '@dama/contract';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { useApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import {
  makeCouple,
  setStartLoveDate,
  signInAgain,
  unlinkRequest,
  type TestMember,
} from './helpers/couple-factories';
import { memberCall, ok } from './helpers/http';
import { RecordingPush } from './helpers/push';
import { notifications } from './helpers/tables';

/**
 * Anniversary reminders (issue 26, decision 0069): the day before (ANNIVERSARY_SOON) and on the
 * day (ANNIVERSARY_TODAY), for the milestones and the couple's own anniversaries, through the
 * centre and push, once each. The test clock starts on 2026-11-21 in Korea.
 */
let t: TestApp;
const push = new RecordingPush();
useApp((app) => (t = app), { build: { push } });
beforeEach(() => {
  t.clock.reset();
  push.clear();
});

const runJob = () => t.app.appJobs.couplesAnniversarySoon.runNow({});
const rowsOf = (m: TestMember, kind: 'ANNIVERSARY_SOON' | 'ANNIVERSARY_TODAY') =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.memberId, m.memberId), eq(notifications.type, kind)));
const centre = async (m: TestMember) =>
  ok(
    await memberCall(t.app, m.accessToken, 'GET', '/api/notifications'),
    endpoints.listNotifications,
  ).list;

async function couple(startLoveDate = '2026-01-10') {
  const made = await makeCouple(t.app, { a: { nickname: '민지' }, b: { nickname: '준호' } });
  ok(
    await setStartLoveDate(t.app, made.a.accessToken, startLoveDate),
    endpoints.updateStartLoveDate,
  );
  return made;
}
async function addOwn(m: TestMember, title: string, date: string, repeat: 'YEARLY' | 'ONCE') {
  return ok(
    await memberCall(t.app, m.accessToken, 'POST', '/api/couples/anniversaries', {
      title,
      date,
      repeat,
    }),
    endpoints.addAnniversary,
  ).id;
}

describe('the couple’s own anniversaries', () => {
  it('are told the day before and on the day, once each, without their title', async () => {
    const { a, b, coupleId } = await couple();
    const id = await addOwn(b, '민지 생일', '1999-11-22', 'YEARLY');
    await runJob();
    await runJob();
    expect(await rowsOf(a, 'ANNIVERSARY_SOON')).toHaveLength(1);
    expect(await rowsOf(b, 'ANNIVERSARY_SOON')).toHaveLength(1);
    expect((await rowsOf(a, 'ANNIVERSARY_SOON'))[0]?.target).toEqual({
      coupleId,
      anniversaryDate: '2026-11-22',
      anniversaryId: id,
    });
    expect(await rowsOf(a, 'ANNIVERSARY_TODAY')).toHaveLength(0);
    const [soon] = await centre(a);
    expect(soon).toMatchObject({
      kind: 'ANNIVERSARY_SOON',
      title: '내일은 두 사람이 함께 정한 기념일이에요',
      link: '/anniversaries',
    });
    expect(JSON.stringify(await centre(a))).not.toContain('생일');

    // The next morning: on the day, once.
    t.clock.advance(24 * 60 * 60 * 1000);
    await signInAgain(t.app, a);
    await runJob();
    await runJob();
    expect(await rowsOf(a, 'ANNIVERSARY_TODAY')).toHaveLength(1);
    expect(await rowsOf(b, 'ANNIVERSARY_TODAY')).toHaveLength(1);
    expect(await rowsOf(a, 'ANNIVERSARY_SOON')).toHaveLength(1);
    const [today] = await centre(a);
    expect(today).toMatchObject({
      kind: 'ANNIVERSARY_TODAY',
      title: '오늘은 두 사람이 함께 정한 기념일이에요',
      link: '/anniversaries',
    });
    expect(push.of(b.memberId).map((o) => o.payload.title)).toEqual([
      '내일은 두 사람이 함께 정한 기념일이에요',
      '오늘은 두 사람이 함께 정한 기념일이에요',
    ]);
  });

  it('a one-off only in its year; nothing for another day or an ended couple', async () => {
    const once = await couple();
    await addOwn(once.a, '지난해 그날', '2025-11-22', 'ONCE');
    await addOwn(once.a, '다음 주', '2026-11-28', 'ONCE');
    const ended = await couple();
    await addOwn(ended.a, '생일', '1990-11-22', 'YEARLY');
    ok(await unlinkRequest(t.app, ended.b.accessToken), endpoints.unlinkCouple);
    const thisYear = await couple();
    await addOwn(thisYear.b, '첫 여행', '2026-11-21', 'ONCE');
    await runJob();
    expect(await rowsOf(once.a, 'ANNIVERSARY_SOON')).toHaveLength(0);
    expect(await rowsOf(ended.a, 'ANNIVERSARY_SOON')).toHaveLength(0);
    expect(await rowsOf(ended.b, 'ANNIVERSARY_SOON')).toHaveLength(0);
    expect(await rowsOf(thisYear.a, 'ANNIVERSARY_TODAY')).toHaveLength(1);
    expect(await rowsOf(thisYear.b, 'ANNIVERSARY_TODAY')).toHaveLength(1);
  });

  it('29 February falls on the 28th in a year without one', async () => {
    t.clock.set('2027-02-27T03:00:00.000Z');
    const { a } = await couple('2026-01-10');
    await addOwn(a, '윤일', '2024-02-29', 'YEARLY');
    await runJob();
    expect((await rowsOf(a, 'ANNIVERSARY_SOON'))[0]?.target).toMatchObject({
      anniversaryDate: '2027-02-28',
    });
  });
});

describe('the milestones on the day', () => {
  it('D+100 today: ANNIVERSARY_TODAY to both, with the partner’s name', async () => {
    // 2026-08-14 → 2026-11-21 is D+100.
    const { a, b } = await couple('2026-08-14');
    await runJob();
    await runJob();
    expect(await rowsOf(a, 'ANNIVERSARY_TODAY')).toHaveLength(1);
    expect((await rowsOf(b, 'ANNIVERSARY_TODAY'))[0]?.target).toMatchObject({
      anniversaryDate: '2026-11-21',
      anniversaryDays: 100,
    });
    expect((await centre(a))[0]).toMatchObject({
      title: '오늘은 준호님과 만난 지 100일이에요',
      body: '축하해요! 둘만의 하루를 즐겁게 보내세요',
    });
  });

  it('a yearly one today, and a 29 February start on the 28th', async () => {
    const yearly = await couple('2024-11-21');
    await runJob();
    expect((await rowsOf(yearly.a, 'ANNIVERSARY_TODAY'))[0]?.payload).toMatchObject({
      anniversaryYears: 2,
    });
    t.clock.set('2027-02-28T03:00:00.000Z');
    await signInAgain(t.app, yearly.a);
    const leap = await couple('2024-02-29');
    await runJob();
    expect((await rowsOf(leap.a, 'ANNIVERSARY_TODAY'))[0]?.payload).toMatchObject({
      anniversaryYears: 3,
    });
  });
});
