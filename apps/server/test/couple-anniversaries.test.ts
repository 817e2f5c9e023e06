import { endpoints, type CustomAnniversary } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useListeningApp } from './helpers/app-hooks';
import type { TestApp } from './helpers/build';
import {
  inviteCodeOf,
  linkRequest,
  makeCouple,
  makeMember,
  signInAgain,
  unlinkRequest,
  type TestMember,
} from './helpers/couple-factories';
import { fails, memberCall, ok } from './helpers/http';
import { connect } from './helpers/sse';
import { coupleAnniversaries } from './helpers/tables';

/**
 * The couple's own anniversaries (issue 26, decision 0069): couple-owned — both partners list,
 * add, change and delete them, the other hears it live; the ex and a stranger never reach them;
 * they come back with a relink within 30 days and are gone with a new partner, the purge and a
 * withdrawal; titles are sealed at rest.
 */
let t: TestApp;
let base: string;
const streams = useListeningApp((app, url) => ([t, base] = [app, url]));
const DAY = 24 * 60 * 60 * 1000;
const PATH = '/api/couples/anniversaries';

const list = async (m: TestMember) =>
  ok(await memberCall(t.app, m.accessToken, 'GET', PATH), endpoints.listAnniversaries).list;
const add = async (m: TestMember, body: object): Promise<CustomAnniversary> =>
  ok(await memberCall(t.app, m.accessToken, 'POST', PATH, body), endpoints.addAnniversary);
const patch = (m: TestMember, id: number, body: object) =>
  memberCall(t.app, m.accessToken, 'PATCH', `${PATH}/${id}`, body);
const remove = (m: TestMember, id: number) =>
  memberCall(t.app, m.accessToken, 'DELETE', `${PATH}/${id}`);
const birthday = { title: '  민지 생일 ', date: '1999-05-04', repeat: 'YEARLY' };

describe('both partners keep the couple’s anniversaries', () => {
  it('either adds, changes and deletes; both see the same list, by date', async () => {
    t.clock.reset();
    const { a, b } = await makeCouple(t.app);
    const made = await add(a, birthday);
    expect(made).toMatchObject({ title: '민지 생일', date: '1999-05-04', repeat: 'YEARLY' });
    const trip = await add(b, { title: '첫 여행 🚗', date: '2026-12-24', repeat: 'ONCE' });
    expect((await list(a)).map((x) => x.id)).toEqual([made.id, trip.id]);
    expect(await list(b)).toEqual(await list(a));

    // b changes what a added, a deletes what b added.
    const changed = ok(
      await patch(b, made.id, { title: '민지 생일 🎂' }),
      endpoints.updateAnniversary,
    );
    expect(changed).toMatchObject({ id: made.id, title: '민지 생일 🎂', date: '1999-05-04' });
    ok(await remove(a, trip.id), endpoints.deleteAnniversary);
    expect((await list(b)).map((x) => x.title)).toEqual(['민지 생일 🎂']);
    fails(await remove(a, trip.id), 40302);
  });

  it('refuses a title over 20 characters or on two lines, a date out of range, an empty change', async () => {
    const { a } = await makeCouple(t.app);
    const refused = [
      { ...birthday, title: '가'.repeat(21) },
      { ...birthday, title: '   ' },
      { ...birthday, title: '첫 줄\n둘째 줄' },
      { ...birthday, date: '2026-02-30' },
      { ...birthday, date: '1949-12-31' },
      { ...birthday, date: '2036-11-22' },
      { ...birthday, repeat: 'MONTHLY' },
    ];
    for (const body of refused)
      fails(await memberCall(t.app, a.accessToken, 'POST', PATH, body), 40000);
    expect(await add(a, { ...birthday, title: '가'.repeat(20), date: '2036-11-21' })).toBeTruthy();
    const { id } = await add(a, birthday);
    fails(await patch(a, id, {}), 40000);
    fails(await patch(a, id, { date: '2040-01-01' }), 40000);
  });

  it('keeps the title sealed at rest', async () => {
    const { a, coupleId } = await makeCouple(t.app);
    await add(a, { title: '비밀 기념일', date: '2025-01-01', repeat: 'ONCE' });
    const rows = await t.database.db
      .select()
      .from(coupleAnniversaries)
      .where(eq(coupleAnniversaries.coupleId, coupleId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.titleEnc).not.toContain('비밀');
    expect(JSON.stringify(rows)).not.toContain('비밀');
  });

  it('the partner hears each change live; the one who made it does not', async () => {
    const { a, b, coupleId } = await makeCouple(t.app);
    const { stream: partner } = await connect(base, { token: b.accessToken });
    const { stream: own } = await connect(base, { token: a.accessToken });
    streams.push(partner, own);
    const made = await add(a, birthday);
    ok(await patch(a, made.id, { repeat: 'ONCE' }), endpoints.updateAnniversary);
    ok(await remove(a, made.id), endpoints.deleteAnniversary);
    for (const deleted of [false, false, true]) {
      const event = await partner.nextEvent();
      expect(event.event).toBe('couple_anniversaries_changed');
      expect(JSON.parse(event.data ?? '')).toEqual({ coupleId, id: made.id, deleted });
    }
    expect(own.pending().filter((block) => block.event)).toEqual([]);
  });
});

describe('who may not', () => {
  it('a member without a partner: 40301; a stranger’s couple: 40302 and never in their list', async () => {
    const { a } = await makeCouple(t.app);
    const { id } = await add(a, birthday);
    const solo = await makeMember(t.app);
    fails(await memberCall(t.app, solo.accessToken, 'GET', PATH), 40301);
    fails(await memberCall(t.app, solo.accessToken, 'POST', PATH, birthday), 40301);
    fails(await patch(solo, id, { title: '남의 것' }), 40301);
    const stranger = await makeCouple(t.app);
    expect(await list(stranger.a)).toEqual([]);
    fails(await patch(stranger.a, id, { title: '남의 것' }), 40302);
    fails(await remove(stranger.b, id), 40302);
    expect((await list(a)).map((x) => x.title)).toEqual(['민지 생일']);
  });

  it('the ex: 40301 after the unlink; with a new partner 40302, and the new couple starts empty', async () => {
    const { a, b } = await makeCouple(t.app);
    const { id } = await add(a, birthday);
    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    fails(await memberCall(t.app, b.accessToken, 'GET', PATH), 40301);
    fails(await remove(b, id), 40301);
    const next = await makeMember(t.app);
    ok(
      await linkRequest(t.app, next.accessToken, await inviteCodeOf(t.app, b.accessToken)),
      endpoints.linkCouple,
    );
    expect(await list(b)).toEqual([]);
    fails(await patch(b, id, { title: '새 연인' }), 40302);
    fails(await remove(next, id), 40302);
  });
});

describe('the couple’s data', () => {
  it('comes back with a relink within 30 days; after the purge it is gone', async () => {
    t.clock.reset();
    const { a, b, coupleId } = await makeCouple(t.app);
    await add(a, birthday);
    ok(await unlinkRequest(t.app, b.accessToken), endpoints.unlinkCouple);
    t.clock.advance(29 * DAY);
    await signInAgain(t.app, a);
    await signInAgain(t.app, b);
    ok(
      await linkRequest(t.app, a.accessToken, await inviteCodeOf(t.app, b.accessToken)),
      endpoints.linkCouple,
    );
    expect((await list(b)).map((x) => x.title)).toEqual(['민지 생일']);

    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    t.clock.advance(30 * DAY);
    await t.app.appJobs.couplesPurgeEnded.runNow({});
    const rows = await t.database.db
      .select()
      .from(coupleAnniversaries)
      .where(eq(coupleAnniversaries.coupleId, coupleId));
    expect(rows).toEqual([]);
  });

  it('goes with a partner’s withdrawal', async () => {
    t.clock.reset();
    const { a, b, coupleId } = await makeCouple(t.app);
    await add(b, birthday);
    ok(await memberCall(t.app, a.accessToken, 'DELETE', '/api/members'), endpoints.withdraw);
    const rows = await t.database.db
      .select()
      .from(coupleAnniversaries)
      .where(eq(coupleAnniversaries.coupleId, coupleId));
    expect(rows).toEqual([]);
  });
});
