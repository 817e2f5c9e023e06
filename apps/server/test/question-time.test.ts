import { endpoints } from '@dama/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/build';
import { makeCouple, makeMember, type TestMember } from './helpers/couple-factories';
import { bearer, fails, ok } from './helpers/http';
import { useNotifyingApp } from './helpers/notification-app';
import { answer, bothAnswer, moveClock, today } from './helpers/questions';
import { connect } from './helpers/sse';
import { notifications } from './helpers/tables';

/**
 * The couple's question time (issue 25, decision 0059): `PUT /api/couples/question-time` and the
 * minute job that tells each member who has not answered the couple's question of the day.
 */
let t: TestApp;
let base: string;
const { push, streams } = useNotifyingApp((app, url) => ([t, base] = [app, url]));

const setTime = (m: TestMember, questionTime: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/couples/question-time',
    headers: bearer(m.accessToken),
    payload: { questionTime },
  });
const runJob = () => t.app.appJobs.questionTimeArrived.runNow({});
const arrivedFor = async (m: TestMember) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.memberId, m.memberId), eq(notifications.type, 'QUESTION_ARRIVED')));

/** A couple whose time is `time`, the clock moved to `iso` (both signed in again). */
async function coupleAt(time: string, iso: string) {
  const couple = await makeCouple(t.app, { a: { nickname: '민지' } });
  ok(await setTime(couple.a, time), endpoints.updateQuestionTime);
  await moveClock(t, iso, couple.a, couple.b);
  return couple;
}

describe('PUT /api/couples/question-time', () => {
  it('either partner sets it; the other hears question_time_changed and reads it', async () => {
    const { a, b, coupleId } = await makeCouple(t.app);
    const { stream } = await connect(base, { token: b.accessToken });
    streams.push(stream);
    expect(ok(await setTime(a, '07:30'), endpoints.updateQuestionTime)).toEqual({
      questionTime: '07:30',
    });
    const changed = await stream.nextEvent();
    expect(changed.event).toBe('question_time_changed');
    expect(JSON.parse(changed.data ?? '')).toEqual({ coupleId, questionTime: '07:30' });
    const settings = (m: TestMember) =>
      t.app.inject({
        method: 'GET',
        url: '/api/notifications/settings',
        headers: bearer(m.accessToken),
      });
    expect(ok(await settings(b), endpoints.getNotificationSettings).questionTime).toBe('07:30');
    ok(await setTime(b, '22:10'), endpoints.updateQuestionTime);
    expect(ok(await settings(a), endpoints.getNotificationSettings).questionTime).toBe('22:10');
  });

  it('without a partner → 40301; a bad time → 40000', async () => {
    const solo = await makeMember(t.app);
    fails(await setTime(solo, '21:00'), 40301);
    const { a } = await makeCouple(t.app);
    for (const bad of ['24:00', '9:00', '21:60', '', 2100]) fails(await setTime(a, bad), 40000);
  });
});

describe('the question-time job', () => {
  it('tells both at the couple’s time when neither answered; once per Korean day', async () => {
    const { a, b, coupleId } = await coupleAt('21:00', '2026-11-21T12:00:00.000Z');
    const questionId = (await today(t.app, a)).coupleQuestionId;
    push.clear();
    await runJob();
    const [forA] = await arrivedFor(a);
    expect(forA?.target).toEqual({ coupleId, coupleQuestionId: questionId });
    expect(await arrivedFor(b)).toHaveLength(1);
    // One push call for the run's orders (other tests' couples at 21:00 included).
    expect(push.calls).toHaveLength(1);
    expect([...push.of(a.memberId), ...push.of(b.memberId)]).toHaveLength(2);
    expect(push.of(b.memberId)[0]?.payload).toMatchObject({
      kind: 'QUESTION_ARRIVED',
      title: '오늘의 질문이 도착했어요',
      body: '민지님과 함께 답하고 서로의 마음을 알아 가요',
      link: '/question',
    });

    // Again, a minute later, and after a change of time the same day: nothing new.
    t.clock.advance(60_000);
    await runJob();
    ok(await setTime(a, '21:30'), endpoints.updateQuestionTime);
    await moveClock(t, '2026-11-21T12:30:00.000Z');
    await runJob();
    expect(await arrivedFor(a)).toHaveLength(1);
    expect(push.calls).toHaveLength(1);

    // The next day at the new time: again.
    await moveClock(t, '2026-11-22T12:30:00.000Z');
    await runJob();
    expect(await arrivedFor(a)).toHaveLength(2);
  });

  it('not before the time, and a run up to 4 minutes late still finds it', async () => {
    const { a } = await coupleAt('21:00', '2026-11-21T11:59:00.000Z');
    await runJob();
    expect(await arrivedFor(a)).toHaveLength(0);
    t.clock.set('2026-11-21T12:04:59.000Z');
    await runJob();
    expect(await arrivedFor(a)).toHaveLength(1);

    const late = await coupleAt('21:00', '2026-11-21T12:05:00.000Z');
    await runJob();
    expect(await arrivedFor(late.a)).toHaveLength(0);
  });

  it('only the member who has not answered; nobody once both answered today', async () => {
    const { a, b } = await coupleAt('21:00', '2026-11-21T11:00:00.000Z');
    await answer(t.app, a, '먼저 답함');
    t.clock.set('2026-11-21T12:00:00.000Z');
    await runJob();
    expect(await arrivedFor(a)).toHaveLength(0);
    expect(await arrivedFor(b)).toHaveLength(1);

    const both = await coupleAt('21:00', '2026-11-21T11:00:00.000Z');
    await bothAnswer(t.app, both.a, both.b);
    t.clock.set('2026-11-21T12:00:00.000Z');
    await runJob();
    expect(await arrivedFor(both.a)).toHaveLength(0);
    expect(await arrivedFor(both.b)).toHaveLength(0);
  });

  it('both answered yesterday: the next question is due today, both are told', async () => {
    const { a, b, coupleId } = await coupleAt('21:00', '2026-11-21T11:00:00.000Z');
    await bothAnswer(t.app, a, b);
    await moveClock(t, '2026-11-22T12:00:00.000Z', a, b);
    await runJob();
    // The job opens nothing (DESIGN 8's rule stays with the read): no question id to point at.
    expect((await arrivedFor(a))[0]?.target).toEqual({ coupleId });
    expect(await arrivedFor(b)).toHaveLength(1);
    expect((await today(t.app, a)).level).toBe(2);
  });

  it('across midnight in Korea: 00:00 and 00:10 belong to the new day', async () => {
    // 23:58 on the 21st, then 00:00 and 00:10 on the 22nd.
    const late = await coupleAt('23:58', '2026-11-21T14:58:00.000Z');
    const midnight = await coupleAt('00:00', '2026-11-21T14:58:00.000Z');
    const ten = await coupleAt('00:10', '2026-11-21T14:58:00.000Z');
    await runJob();
    expect(await arrivedFor(late.a)).toHaveLength(1);
    expect((await arrivedFor(late.a))[0]?.dedupeKey).toBe(
      `question-arrived:${late.a.memberId}:2026-11-21`,
    );
    expect(await arrivedFor(midnight.a)).toHaveLength(0);

    t.clock.set('2026-11-21T15:00:00.000Z');
    await runJob();
    // 23:58 is still inside the look-back, but its day has been told.
    expect(await arrivedFor(late.a)).toHaveLength(1);
    expect((await arrivedFor(midnight.a))[0]?.dedupeKey).toBe(
      `question-arrived:${midnight.a.memberId}:2026-11-22`,
    );
    t.clock.set('2026-11-21T15:10:00.000Z');
    await runJob();
    expect((await arrivedFor(ten.a))[0]?.dedupeKey).toBe(
      `question-arrived:${ten.a.memberId}:2026-11-22`,
    );
    // A push inside the default quiet hours waits for 08:00.
    expect(push.of(ten.a.memberId).at(-1)?.notBefore?.toISOString()).toBe(
      '2026-11-21T23:00:00.000Z',
    );
  });

  it('two runs at once tell each member once', async () => {
    const couples = await Promise.all(Array.from({ length: 3 }, () => makeCouple(t.app)));
    for (const c of couples) ok(await setTime(c.a, '21:00'), endpoints.updateQuestionTime);
    await moveClock(t, '2026-11-21T12:00:00.000Z', ...couples.flatMap((c) => [c.a, c.b]));
    push.clear();
    await Promise.all([runJob(), runJob()]);
    for (const c of couples) {
      expect(await arrivedFor(c.a)).toHaveLength(1);
      expect(await arrivedFor(c.b)).toHaveLength(1);
    }
    const ours = couples.flatMap((c) => [...push.of(c.a.memberId), ...push.of(c.b.memberId)]);
    expect(ours).toHaveLength(6);
    expect(new Set(ours.map((o) => o.notificationId)).size).toBe(6);
  });
});
