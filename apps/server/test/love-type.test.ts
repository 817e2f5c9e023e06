import { endpoints, LoveTypeQuestion } from '@dama/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOVE_TYPE_ITEMS } from '../src/modules/love-type/items';
import { loveTypeResults, members } from './helpers/tables';
import { build, type TestApp } from './helpers/build';
import { onboard, signIn } from './helpers/factories';
import { bearer, fails, ok } from './helpers/http';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await t.close();
});

type Answer = { questionId: number; score: number };

/** Every question answered with the same score (all 1s → STABLE 2.11/2.11, all 5s → CONFUSION 3.88). */
function uniform(score: number): Answer[] {
  return Array.from({ length: 36 }, (_, i) => ({ questionId: i + 1, score }));
}

/** High on anxiety (every anxiety item keyed 5), low on avoidance (keyed 1): ANXIETY 5.00/1.00. */
function anxious(): Answer[] {
  return LOVE_TYPE_ITEMS.map((item) => {
    const keyed = item.dimension === 'ANXIETY' ? 5 : 1;
    return { questionId: item.questionNumber, score: item.reverse ? 6 - keyed : keyed };
  });
}

const submitAnonymous = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/love-types/result', payload: payload as object });
const submitMine = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/members/love-type',
    headers: bearer(token),
    payload: payload as object,
  });
const getMember = async (token: string) =>
  ok(
    await t.app.inject({ method: 'GET', url: '/api/members', headers: bearer(token) }),
    endpoints.getMember,
  );

describe('GET /api/love-types/questions', () => {
  it('is public and lists the 36 items ascending, without their keying', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/love-types/questions' });
    const data = ok(res, endpoints.getLoveTypeQuestions);
    expect(data.size).toBe(36);
    expect(data.totalCount).toBe(36);
    expect(data.list.map((q) => q.questionNumber)).toEqual(
      Array.from({ length: 36 }, (_, i) => i + 1),
    );
    for (const item of data.list) {
      expect(Object.keys(item).sort()).toEqual(['content', 'questionNumber']);
      expect(LoveTypeQuestion.strict().parse(item).content).toMatch(/[가-힣]/);
    }
    expect(res.body).not.toMatch(/reverse|dimension|ANXIETY|AVOIDANCE/);
  });
});

describe('POST /api/love-types/result (anonymous) and GET /api/love-types/result/{id}', () => {
  it('stores a result that anyone can fetch by its id', async () => {
    const created = ok(
      await submitAnonymous({ results: anxious() }),
      endpoints.submitLoveTypeResult,
    );
    expect(created).toEqual({
      loveTypeId: expect.any(Number) as number,
      loveTypeCategory: 'ANXIETY_TYPE',
      anxietyRate: 5,
      avoidanceRate: 1,
    });

    const fetched = ok(
      await t.app.inject({ method: 'GET', url: `/api/love-types/result/${created.loveTypeId}` }),
      endpoints.getLoveTypeResult,
    );
    expect(fetched).toEqual(created);

    const other = ok(
      await submitAnonymous({ results: uniform(1) }),
      endpoints.submitLoveTypeResult,
    );
    expect(other.loveTypeId).not.toBe(created.loveTypeId);
    expect(other).toMatchObject({
      loveTypeCategory: 'STABLE_TYPE',
      anxietyRate: 2.11,
      avoidanceRate: 2.11,
    });
  });

  it('ids are drawn at random: 16 digits, below 2^53, never the next number', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(
        ok(await submitAnonymous({ results: uniform(1) }), endpoints.submitLoveTypeResult)
          .loveTypeId,
      );
    }
    for (const id of ids) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(2 ** 52);
      expect(String(id)).toHaveLength(16);
    }
    // A sequence would make neighbours differ by 1; random 52-bit ids practically never do.
    const sorted = [...ids].sort((a, b) => a - b);
    for (let i = 1; i < sorted.length; i++) {
      expect((sorted[i] ?? 0) - (sorted[i - 1] ?? 0)).toBeGreaterThan(1000);
    }
    const next = (sorted.at(-1) ?? 0) + 1;
    fails(await t.app.inject({ method: 'GET', url: `/api/love-types/result/${next}` }), 40013);
  });

  it('an unknown id → 40013; a non-numeric one → 40000', async () => {
    for (const id of ['999999', '2147483648', String(Number.MAX_SAFE_INTEGER)]) {
      fails(await t.app.inject({ method: 'GET', url: `/api/love-types/result/${id}` }), 40013);
    }
    // Not an id at all (ids are 1 to 2^53-1, digits only): 40000 naming the field.
    for (const id of ['abc', '0', '9007199254740992', '99999999999999999', '0x10', '1e3']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/love-types/result/${id}` });
      expect(fails(res, 40000)).toContain('loveTypeId');
    }
  });
});

describe('validation of a submission (both endpoints)', () => {
  let token: string;
  beforeAll(async () => {
    token = (await signIn(t.app)).accessToken;
  });

  const cases: Array<[string, unknown, number]> = [
    ['35 answers', { results: uniform(3).slice(1) }, 40000],
    [
      'a duplicate in place of one',
      { results: [...uniform(3).slice(1), { questionId: 2, score: 3 }] },
      40000,
    ],
    ['37 answers (one twice)', { results: [...uniform(3), { questionId: 5, score: 1 }] }, 40000],
    ['no answers', { results: [] }, 40000],
    ['score 0', { results: [...uniform(3).slice(1), { questionId: 1, score: 0 }] }, 40000],
    ['score 6', { results: [...uniform(3).slice(1), { questionId: 1, score: 6 }] }, 40000],
    ['score 2.5', { results: [...uniform(3).slice(1), { questionId: 1, score: 2.5 }] }, 40000],
    ['no results', {}, 40000],
    ['an unknown question id', { results: [...uniform(3), { questionId: 37, score: 3 }] }, 40005],
    ['an unknown question id among too few', { results: [{ questionId: 99, score: 3 }] }, 40005],
  ];

  it.each(cases)('%s → %i on POST /love-types/result', async (_name, payload, code) => {
    fails(await submitAnonymous(payload), code);
  });

  it.each(cases)(
    '%s → %i on POST /members/love-type, nothing saved',
    async (_name, payload, code) => {
      fails(await submitMine(token, payload), code);
      const member = await getMember(token);
      expect(member).toMatchObject({
        loveTypeCategory: null,
        anxietyRate: null,
        avoidanceRate: null,
      });
    },
  );

  it('names the field in the 40000 message', async () => {
    const message = fails(await submitAnonymous({ results: uniform(3).slice(1) }), 40000);
    expect(message).toContain('results');
  });

  it('stores nothing for a refused anonymous submission', async () => {
    const before = (await t.database.db.select().from(loveTypeResults)).length;
    fails(await submitAnonymous({ results: uniform(3).slice(2) }), 40000);
    expect(await t.database.db.select().from(loveTypeResults)).toHaveLength(before);
  });
});

describe('POST /api/members/love-type', () => {
  it('needs a token', async () => {
    fails(await submitMine('nope', { results: uniform(1) }), 40100);
  });

  it("sets the member's result, replacing the earlier one, and GET /members shows it", async () => {
    const { accessToken } = await signIn(t.app);
    ok(await onboard(t.app, accessToken), endpoints.completeOnboarding);
    expect(await getMember(accessToken)).toMatchObject({
      loveTypeCategory: null,
      anxietyRate: null,
      avoidanceRate: null,
    });

    const first = ok(
      await submitMine(accessToken, { results: uniform(5) }),
      endpoints.registerMemberLoveType,
    );
    expect(first).toEqual({
      loveTypeCategory: 'CONFUSION_TYPE',
      anxietyRate: 3.88,
      avoidanceRate: 3.88,
    });
    expect(await getMember(accessToken)).toMatchObject(first);

    const second = ok(
      await submitMine(accessToken, { results: anxious() }),
      endpoints.registerMemberLoveType,
    );
    expect(second).toEqual({ loveTypeCategory: 'ANXIETY_TYPE', anxietyRate: 5, avoidanceRate: 1 });
    expect(await getMember(accessToken)).toMatchObject(second);
  });

  it('works before onboarding too, and leaves other members alone', async () => {
    const a = await signIn(t.app);
    const b = await signIn(t.app);
    ok(await submitMine(a.accessToken, { results: uniform(1) }), endpoints.registerMemberLoveType);
    expect(await getMember(a.accessToken)).toMatchObject({ loveTypeCategory: 'STABLE_TYPE' });
    expect(await getMember(b.accessToken)).toMatchObject({ loveTypeCategory: null });
  });
});

describe('POST /api/members/onboarding with loveTypeId', () => {
  it('adopts an anonymous result as the member’s', async () => {
    const result = ok(
      await submitAnonymous({ results: anxious() }),
      endpoints.submitLoveTypeResult,
    );
    const { accessToken } = await signIn(t.app);
    ok(
      await onboard(t.app, accessToken, { loveTypeId: result.loveTypeId }),
      endpoints.completeOnboarding,
    );

    expect(await getMember(accessToken)).toMatchObject({
      memberState: 'ALIVE',
      loveTypeCategory: 'ANXIETY_TYPE',
      anxietyRate: 5,
      avoidanceRate: 1,
    });
    // The anonymous result stays readable by its id.
    ok(
      await t.app.inject({ method: 'GET', url: `/api/love-types/result/${result.loveTypeId}` }),
      endpoints.getLoveTypeResult,
    );
  });

  it('replaces a result the member registered before; a repeat by the same member is fine', async () => {
    const { accessToken } = await signIn(t.app);
    ok(await submitMine(accessToken, { results: uniform(5) }), endpoints.registerMemberLoveType);
    const result = ok(
      await submitAnonymous({ results: uniform(1) }),
      endpoints.submitLoveTypeResult,
    );

    ok(
      await onboard(t.app, accessToken, { loveTypeId: result.loveTypeId }),
      endpoints.completeOnboarding,
    );
    ok(
      await onboard(t.app, accessToken, { loveTypeId: result.loveTypeId }),
      endpoints.completeOnboarding,
    );
    expect(await getMember(accessToken)).toMatchObject({
      loveTypeCategory: 'STABLE_TYPE',
      anxietyRate: 2.11,
      avoidanceRate: 2.11,
    });
  });

  it('an unknown loveTypeId → 40013 and the member stays before onboarding', async () => {
    const { accessToken } = await signIn(t.app);
    fails(await onboard(t.app, accessToken, { loveTypeId: 987654 }), 40013);
    fails(await onboard(t.app, accessToken, { loveTypeId: 2147483648 }), 40013);
    expect(
      fails(await onboard(t.app, accessToken, { loveTypeId: Number.MAX_SAFE_INTEGER + 1 }), 40000),
    ).toContain('loveTypeId');
    expect(await getMember(accessToken)).toMatchObject({
      memberState: 'BEFORE_ONBOARDING',
      nickname: null,
      loveTypeCategory: null,
    });
  });

  it("a claimed result is the claimer's only: the next claimant gets 40013, the claimer keeps it", async () => {
    const result = ok(
      await submitAnonymous({ results: uniform(1) }),
      endpoints.submitLoveTypeResult,
    );
    const first = await signIn(t.app);
    ok(
      await onboard(t.app, first.accessToken, { loveTypeId: result.loveTypeId }),
      endpoints.completeOnboarding,
    );

    const second = await signIn(t.app);
    fails(await onboard(t.app, second.accessToken, { loveTypeId: result.loveTypeId }), 40013);
    expect(await getMember(second.accessToken)).toMatchObject({
      memberState: 'BEFORE_ONBOARDING',
      loveTypeCategory: null,
    });
  });

  it('without loveTypeId the member has no result', async () => {
    const { accessToken } = await signIn(t.app);
    ok(await onboard(t.app, accessToken), endpoints.completeOnboarding);
    expect(await getMember(accessToken)).toMatchObject({ loveTypeCategory: null });
  });
});

describe('withdrawal', () => {
  it("erases the member's result and the anonymous result they adopted", async () => {
    const result = ok(
      await submitAnonymous({ results: anxious() }),
      endpoints.submitLoveTypeResult,
    );
    const { accessToken } = await signIn(t.app);
    ok(
      await onboard(t.app, accessToken, { loveTypeId: result.loveTypeId }),
      endpoints.completeOnboarding,
    );
    const { memberId } = await getMember(accessToken);

    ok(
      await t.app.inject({ method: 'DELETE', url: '/api/members', headers: bearer(accessToken) }),
      endpoints.withdraw,
    );

    const [row] = await t.database.db.select().from(members).where(eq(members.id, memberId));
    expect(row).toMatchObject({ loveTypeCategory: null, anxietyRate: null, avoidanceRate: null });
    expect(
      await t.database.db
        .select()
        .from(loveTypeResults)
        .where(eq(loveTypeResults.id, result.loveTypeId)),
    ).toEqual([]);
    fails(
      await t.app.inject({ method: 'GET', url: `/api/love-types/result/${result.loveTypeId}` }),
      40013,
    );
  });
});
