import { endpoints } from '@dama/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from './helpers/build';
import {
  inviteCodeOf,
  linkRequest,
  makeCouple,
  makeMember,
  partnerRequest,
  unlinkRequest,
} from './helpers/couple-factories';
import { bearer, fails, ok } from './helpers/http';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t.close();
});

/** Answers all 36 items with the same score (ids are the question numbers). */
function allAnswered(score: number) {
  return { results: Array.from({ length: 36 }, (_, i) => ({ questionId: i + 1, score })) };
}

describe('GET /api/members/partner: who sees whom', () => {
  it('member and partner see each other; a stranger and ex-partners get 40301', async () => {
    const { a, b } = await makeCouple(t.app, {
      a: { nickname: '에이', startLoveDate: '2024-01-01' },
      b: { nickname: '비' },
    });
    const stranger = await makeMember(t.app);

    expect(ok(await partnerRequest(t.app, a.accessToken), endpoints.getPartner)).toEqual({
      memberState: 'ALIVE',
      nickname: '비',
      loveTypeCategory: null,
      anxietyRate: null,
      avoidanceRate: null,
      startLoveDate: '2024-01-01',
      isStartLoveDateUpdated: false,
    });
    expect(ok(await partnerRequest(t.app, b.accessToken), endpoints.getPartner).nickname).toBe(
      '에이',
    );
    fails(await partnerRequest(t.app, stranger.accessToken), 40301);
    fails(await t.app.inject({ method: 'GET', url: '/api/members/partner' }), 40100);

    ok(await unlinkRequest(t.app, a.accessToken), endpoints.unlinkCouple);
    fails(await partnerRequest(t.app, a.accessToken), 40301);
    fails(await partnerRequest(t.app, b.accessToken), 40301);

    // a moves on with the stranger: a sees them, the ex-partner still sees no one.
    ok(
      await linkRequest(t.app, stranger.accessToken, await inviteCodeOf(t.app, a.accessToken)),
      endpoints.linkCouple,
    );
    expect(ok(await partnerRequest(t.app, a.accessToken), endpoints.getPartner).nickname).toBe(
      stranger.nickname,
    );
    expect(
      ok(await partnerRequest(t.app, stranger.accessToken), endpoints.getPartner).nickname,
    ).toBe('에이');
    fails(await partnerRequest(t.app, b.accessToken), 40301);
  });

  it('shows the partner’s attachment-test result once they have one', async () => {
    const { a, b } = await makeCouple(t.app);
    ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/members/love-type',
        headers: bearer(b.accessToken),
        payload: allAnswered(3),
      }),
      endpoints.registerMemberLoveType,
    );
    const mine = ok(
      await t.app.inject({ method: 'GET', url: '/api/members', headers: bearer(b.accessToken) }),
      endpoints.getMember,
    );
    const partner = ok(await partnerRequest(t.app, a.accessToken), endpoints.getPartner);
    expect(partner.loveTypeCategory).not.toBeNull();
    expect(partner).toMatchObject({
      loveTypeCategory: mine.loveTypeCategory,
      anxietyRate: mine.anxietyRate,
      avoidanceRate: mine.avoidanceRate,
    });
  });
});

describe('the couple auth level', () => {
  it('DELETE /api/couples: 40301 for a stranger, 40100 without a token', async () => {
    const stranger = await makeMember(t.app);
    fails(await unlinkRequest(t.app, stranger.accessToken), 40301);
    fails(await t.app.inject({ method: 'DELETE', url: '/api/couples' }), 40100);
  });
});
