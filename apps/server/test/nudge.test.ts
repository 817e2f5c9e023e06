import { endpoints, NUDGE_INTERVAL_MS } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/build';
import { makeCouple, makeMember, type TestMember } from './helpers/couple-factories';
import { fails, memberCall, ok } from './helpers/http';
import { centreOf, useNotifyingApp } from './helpers/notification-app';
import { answer, moveClock } from './helpers/questions';
import { connect } from './helpers/sse';
import { coupleQuestions } from './helpers/tables';

/** 콕 찌르기 (issue 25, decision 0059): `GET/POST /api/questions/today/nudge`. */
let t: TestApp;
let base: string;
const { push, streams } = useNotifyingApp((app, url) => ([t, base] = [app, url]));

const nudgeRequest = (m: TestMember) =>
  memberCall(t.app, m.accessToken, 'POST', '/api/questions/today/nudge');
const status = async (m: TestMember) =>
  ok(
    await memberCall(t.app, m.accessToken, 'GET', '/api/questions/today/nudge'),
    endpoints.getNudgeStatus,
  );
const centre = async (m: TestMember) => (await centreOf(t, m)).list;

describe('POST /api/questions/today/nudge', () => {
  it('tells the partner (centre, live, push) and then waits 3 hours (42900 + Retry-After)', async () => {
    const { a, b, coupleId } = await makeCouple(t.app, { a: { nickname: '민지' } });
    const { stream } = await connect(base, { token: b.accessToken });
    streams.push(stream);
    expect(await status(a)).toEqual({ canNudge: true, lastNudgedAt: null, nextNudgeAt: null });

    const done = ok(await nudgeRequest(a), endpoints.nudgePartner);
    // 14:00 in Korea + 3 hours.
    expect(done).toEqual({ nextNudgeAt: '2026-11-21T17:00:00.000+09:00' });
    const [entry] = await centre(b);
    expect(entry).toMatchObject({
      kind: 'PARTNER_NUDGED',
      title: '민지님이 콕 찔렀어요',
      link: '/question',
      target: { coupleId },
    });
    expect(entry?.target.coupleQuestionId).toBeGreaterThan(0);
    const live = await stream.nextEvent();
    expect(live.event).toBe('notification_created');
    expect(push.of(b.memberId).map((o) => [o.payload.kind, o.notBefore])).toEqual([
      ['PARTNER_NUDGED', null],
    ]);
    expect(await status(a)).toEqual({
      canNudge: false,
      lastNudgedAt: '2026-11-21T14:00:00.000+09:00',
      nextNudgeAt: '2026-11-21T17:00:00.000+09:00',
    });

    // Access tokens last an hour: both sign in again.
    await moveClock(t, NUDGE_INTERVAL_MS - 60_000, a, b);
    const res = await nudgeRequest(a);
    fails(res, 42900);
    expect(res.headers['retry-after']).toBe('60');
    expect((await centre(b)).filter((n) => n.kind === 'PARTNER_NUDGED')).toHaveLength(1);
    // The partner's own nudge is theirs to make.
    ok(await nudgeRequest(b), endpoints.nudgePartner);

    await moveClock(t, 60_000, a);
    ok(await nudgeRequest(a), endpoints.nudgePartner);
    expect((await centre(b)).filter((n) => n.kind === 'PARTNER_NUDGED')).toHaveLength(2);
  });

  it('two nudges at once: one passes', async () => {
    const { a, b } = await makeCouple(t.app);
    const codes = (await Promise.all([nudgeRequest(a), nudgeRequest(a)])).map(
      (r) => r.json<{ code?: number; success: boolean }>().code ?? 200,
    );
    expect(codes.sort()).toEqual([200, 42900]);
    expect((await centre(b)).filter((n) => n.kind === 'PARTNER_NUDGED')).toHaveLength(1);
  });

  it('the partner answered → 40014; without a partner → 40301; no question → 40012', async () => {
    const { a, b, coupleId } = await makeCouple(t.app);
    await answer(t.app, b, '먼저 답했어');
    fails(await nudgeRequest(a), 40014);
    expect((await status(a)).canNudge).toBe(false);
    // b may still nudge a, who has not answered.
    ok(await nudgeRequest(b), endpoints.nudgePartner);

    const solo = await makeMember(t.app);
    fails(await nudgeRequest(solo), 40301);
    fails(await memberCall(t.app, solo.accessToken, 'GET', '/api/questions/today/nudge'), 40301);

    const other = await makeCouple(t.app);
    await t.database.db.delete(coupleQuestions).where(eq(coupleQuestions.coupleId, other.coupleId));
    fails(await nudgeRequest(other.a), 40012);
    expect((await status(other.a)).canNudge).toBe(false);
    expect(coupleId).not.toBe(other.coupleId);
  });

  it('a nudge in the partner’s quiet hours waits for their end; a switched-off kind is not pushed', async () => {
    const { a, b } = await makeCouple(t.app);
    // 23:30 in Korea: the default quiet hours (23:00–08:00).
    await moveClock(t, '2026-11-21T14:30:00.000Z', a, b);
    ok(await nudgeRequest(a), endpoints.nudgePartner);
    expect(push.of(b.memberId)[0]?.notBefore?.toISOString()).toBe('2026-11-21T23:00:00.000Z');

    ok(
      await memberCall(t.app, a.accessToken, 'PATCH', '/api/notifications/settings', {
        kinds: { PARTNER_NUDGED: false },
      }),
      endpoints.updateNotificationSettings,
    );
    push.clear();
    ok(await nudgeRequest(b), endpoints.nudgePartner);
    expect(push.of(a.memberId)).toEqual([]);
    expect((await centre(a)).some((n) => n.kind === 'PARTNER_NUDGED')).toBe(true);
  });
});
