import { endpoints } from '@dama/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build';
import { onboard, signIn, termsIds } from './helpers/factories';
import { bearer, fails, ok } from './helpers/http';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  t.clock.reset();
});

const me = async (token: string) =>
  ok(
    await t.app.inject({ method: 'GET', url: '/api/members', headers: bearer(token) }),
    endpoints.getMember,
  );

describe('GET /api/members', () => {
  it('returns the member with every contract field', async () => {
    const s = await signIn(t.app, { email: 'hello@example.com' });
    expect(await me(s.accessToken)).toEqual({
      memberId: expect.any(Number) as number,
      memberState: 'BEFORE_ONBOARDING',
      provider: 'KAKAO',
      nickname: null,
      email: 'hello@example.com',
      startLoveDate: null,
      loveTypeCategory: null,
      anxietyRate: null,
      avoidanceRate: null,
      totalChatRoomCount: 0,
      totalCoupleQuestionCount: 0,
    });
  });
});

describe('POST /api/members/onboarding', () => {
  it('turns the member ALIVE with the nickname once every required term is agreed', async () => {
    const s = await signIn(t.app);
    ok(
      await onboard(t.app, s.accessToken, { nickname: '  달빛Moon7 ' }),
      endpoints.completeOnboarding,
    );
    expect(await me(s.accessToken)).toMatchObject({ memberState: 'ALIVE', nickname: '달빛Moon7' });
    // The next sign-in reports ALIVE.
    expect((await signIn(t.app, { subject: s.subject })).memberState).toBe('ALIVE');
  });

  it('counts agreements saved earlier through PATCH /members/terms', async () => {
    const s = await signIn(t.app);
    const { required } = await termsIds(t.app);
    ok(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/members/terms',
        headers: bearer(s.accessToken),
        payload: { terms: required.map((termsId) => ({ termsId, isAgreed: true })) },
      }),
      endpoints.updateTerms,
    );
    ok(await onboard(t.app, s.accessToken, { terms: [] }), endpoints.completeOnboarding);
    expect((await me(s.accessToken)).memberState).toBe('ALIVE');
  });

  it('a required term not agreed → 40000 and nothing changes', async () => {
    const s = await signIn(t.app);
    const { required, optional } = await termsIds(t.app);
    const terms = [
      ...required.map((termsId, i) => ({ termsId, isAgreed: i !== 0 })),
      ...optional.map((termsId) => ({ termsId, isAgreed: true })),
    ];
    fails(await onboard(t.app, s.accessToken, { terms }), 40000);
    const after = await me(s.accessToken);
    expect(after).toMatchObject({ memberState: 'BEFORE_ONBOARDING', nickname: null });
    // Nor were the agreements of the failed call stored.
    const saved = ok(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/members/terms',
        headers: bearer(s.accessToken),
        payload: { terms: [{ termsId: optional[0], isAgreed: false }] },
      }),
      endpoints.updateTerms,
    );
    expect(saved.list).toEqual([{ termsId: optional[0], isAgreed: false }]);
  });

  it('a bad nickname → 40000 naming the rule', async () => {
    const s = await signIn(t.app);
    expect(
      fails(await onboard(t.app, s.accessToken, { nickname: '이름이너무너무너무길어요' }), 40000),
    ).toContain('10자');
    expect(fails(await onboard(t.app, s.accessToken, { nickname: 'hi there!' }), 40000)).toContain(
      'nickname',
    );
    fails(await onboard(t.app, s.accessToken, { nickname: '   ' }), 40000);
  });

  it('an unknown termsId → 40003', async () => {
    const s = await signIn(t.app);
    const { required } = await termsIds(t.app);
    const terms = [
      ...required.map((termsId) => ({ termsId, isAgreed: true })),
      { termsId: 99999, isAgreed: true },
    ];
    fails(await onboard(t.app, s.accessToken, { terms }), 40003);
    expect((await me(s.accessToken)).memberState).toBe('BEFORE_ONBOARDING');
  });

  it('loveTypeId: a bad shape → 40000, an unknown id → 40013 (adoption: love-type.test.ts)', async () => {
    const s = await signIn(t.app);
    fails(await onboard(t.app, s.accessToken, { loveTypeId: -1 }), 40000);
    fails(await onboard(t.app, s.accessToken, { loveTypeId: 3 }), 40013);
    expect((await me(s.accessToken)).memberState).toBe('BEFORE_ONBOARDING');
  });

  it('needs a token → 40100', async () => {
    fails(
      await t.app.inject({ method: 'POST', url: '/api/members/onboarding', payload: {} }),
      40100,
    );
  });
});

describe('PATCH /api/members', () => {
  it('changes the nickname', async () => {
    const s = await signIn(t.app);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/members',
      headers: bearer(s.accessToken),
      payload: { nickname: '새이름' },
    });
    expect(ok(res, endpoints.updateMember)).toEqual({ nickname: '새이름' });
    expect(res.json<{ message: string }>().message).toBe('닉네임이 변경되었어요!');
    expect((await me(s.accessToken)).nickname).toBe('새이름');
  });

  it('a bad nickname → 40000 and the old one stays', async () => {
    const s = await signIn(t.app);
    await onboard(t.app, s.accessToken, { nickname: '원래이름' });
    fails(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/members',
        headers: bearer(s.accessToken),
        payload: { nickname: '😀' },
      }),
      40000,
    );
    expect((await me(s.accessToken)).nickname).toBe('원래이름');
  });
});

describe('PATCH /api/members/terms', () => {
  it("upserts agreements and returns the member's list", async () => {
    const s = await signIn(t.app);
    const { required, optional } = await termsIds(t.app);
    const patch = (terms: { termsId: number; isAgreed: boolean }[]) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/members/terms',
        headers: bearer(s.accessToken),
        payload: { terms },
      });
    const first = ok(
      await patch([{ termsId: optional[0]!, isAgreed: true }]),
      endpoints.updateTerms,
    );
    expect(first).toEqual({
      size: 1,
      totalCount: 1,
      list: [{ termsId: optional[0], isAgreed: true }],
    });
    const second = ok(
      await patch([
        { termsId: optional[0]!, isAgreed: false },
        { termsId: required[0]!, isAgreed: true },
      ]),
      endpoints.updateTerms,
    );
    expect(second.list).toEqual(
      [
        { termsId: required[0], isAgreed: true },
        { termsId: optional[0], isAgreed: false },
      ].sort((a, b) => a.termsId! - b.termsId!),
    );
  });

  it('an unknown termsId → 40003 and nothing is stored', async () => {
    const s = await signIn(t.app);
    const { required } = await termsIds(t.app);
    fails(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/members/terms',
        headers: bearer(s.accessToken),
        payload: {
          terms: [
            { termsId: required[0], isAgreed: true },
            { termsId: 424242, isAgreed: true },
          ],
        },
      }),
      40003,
    );
    fails(await onboard(t.app, s.accessToken, { terms: [] }), 40000);
  });

  it('an empty list or a wrong type → 40000', async () => {
    const s = await signIn(t.app);
    const patch = (payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/members/terms',
        headers: bearer(s.accessToken),
        payload: payload as object,
      });
    fails(await patch({ terms: [] }), 40000);
    expect(fails(await patch({ terms: [{ termsId: 'one', isAgreed: true }] }), 40000)).toContain(
      'terms.0.termsId',
    );
  });
});

describe('PATCH /api/members/start-love-date', () => {
  const patch = (token: string, startLoveDate: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/members/start-love-date',
      headers: bearer(token),
      payload: { startLoveDate },
    });

  it("sets the member's own date, today in Korea included", async () => {
    // 2026-11-21T15:30Z is already 2026-11-22 in Korea.
    t.clock.set('2026-11-21T15:30:00.000Z');
    const s = await signIn(t.app);
    expect(ok(await patch(s.accessToken, '2026-11-22'), endpoints.updateStartLoveDate)).toEqual({
      startLoveDate: '2026-11-22',
    });
    expect((await me(s.accessToken)).startLoveDate).toBe('2026-11-22');
    ok(await patch(s.accessToken, '1950-01-01'), endpoints.updateStartLoveDate);
  });

  it('a future date in Korea → 40000 naming the field; the stored date stays', async () => {
    t.clock.set('2026-11-21T14:59:00.000Z'); // 23:59 in Korea
    const s = await signIn(t.app);
    ok(await patch(s.accessToken, '2024-02-29'), endpoints.updateStartLoveDate);
    expect(fails(await patch(s.accessToken, '2026-11-22'), 40000)).toContain('startLoveDate');
    expect((await me(s.accessToken)).startLoveDate).toBe('2024-02-29');
  });

  it('before 1950-01-01 or not a date → 40000', async () => {
    const s = await signIn(t.app);
    expect(fails(await patch(s.accessToken, '1949-12-31'), 40000)).toContain('startLoveDate');
    fails(await patch(s.accessToken, '2024-02-30'), 40000);
    fails(await patch(s.accessToken, '20240101'), 40000);
    fails(await patch(s.accessToken, null), 40000);
  });
});

describe('GET /api/members/invite-code', () => {
  it('is stable for a member and different between members', async () => {
    const a = await signIn(t.app);
    const b = await signIn(t.app);
    const code = async (token: string) =>
      ok(
        await t.app.inject({
          method: 'GET',
          url: '/api/members/invite-code',
          headers: bearer(token),
        }),
        endpoints.getInviteCode,
      ).coupleCode;
    const first = await code(a.accessToken);
    expect(await code(a.accessToken)).toBe(first);
    expect(await code(b.accessToken)).not.toBe(first);
  });

  it('needs a token → 40100', async () => {
    fails(await t.app.inject({ method: 'GET', url: '/api/members/invite-code' }), 40100);
  });
});
