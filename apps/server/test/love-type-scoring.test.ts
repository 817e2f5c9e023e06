import { AppError } from '../src/platform/errors';
import { describe, expect, it } from 'vitest';
import { LOVE_TYPE_ITEMS, type LoveTypeDimension } from '../src/modules/love-type/items';
import {
  checkAnswers,
  keyedScore,
  scoreAnswers,
  scoreSubmission,
  truncatedMean,
} from '../src/modules/love-type/scoring';

/** Every question answered with the same score. */
function uniform(score: number) {
  return LOVE_TYPE_ITEMS.map((item) => ({ questionId: item.questionNumber, score }));
}

/**
 * Answers whose keyed sums are exactly `anxiety` and `avoidance` (18 to 90 each): the keyed
 * scores of a dimension are spread as evenly as possible, then reverse-keyed items get the answer
 * that counts for that keyed score (6 − keyed).
 */
function answersWithSums(sums: Record<LoveTypeDimension, number>) {
  const seen: Record<LoveTypeDimension, number> = { ANXIETY: 0, AVOIDANCE: 0 };
  return LOVE_TYPE_ITEMS.map((item) => {
    const index = seen[item.dimension]++;
    const base = Math.floor(sums[item.dimension] / 18);
    const keyed = base + (index < sums[item.dimension] % 18 ? 1 : 0);
    return { questionId: item.questionNumber, score: item.reverse ? 6 - keyed : keyed };
  });
}

function code(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return undefined;
}

describe('the item bank', () => {
  it('has 36 items numbered 1…36, 18 per dimension, interleaved, several reverse-keyed on each', () => {
    expect(LOVE_TYPE_ITEMS.map((i) => i.questionNumber)).toEqual(
      Array.from({ length: 36 }, (_, i) => i + 1),
    );
    for (const dimension of ['ANXIETY', 'AVOIDANCE'] as const) {
      const items = LOVE_TYPE_ITEMS.filter((i) => i.dimension === dimension);
      expect(items).toHaveLength(18);
      const reversed = items.filter((i) => i.reverse).length;
      expect(reversed).toBeGreaterThanOrEqual(4);
      expect(reversed).toBeLessThanOrEqual(6);
    }
    // Interleaved: no dimension runs for more than two items in a row.
    const dims = LOVE_TYPE_ITEMS.map((i) => i.dimension).join(',');
    expect(dims).not.toMatch(/(ANXIETY,){3}|(AVOIDANCE,){3}/);
    expect(new Set(LOVE_TYPE_ITEMS.map((i) => i.content)).size).toBe(36);
    for (const item of LOVE_TYPE_ITEMS) expect(item.content).toMatch(/[가-힣]/);
  });
});

describe('truncatedMean', () => {
  it.each([
    [18, 1],
    [90, 5],
    [41, 2.27], // 2.2777…
    [42, 2.33], // 2.3333…
    [46, 2.55], // 2.5555…
    [47, 2.61], // 2.6111…
    [48, 2.66], // 2.6666… truncated, not rounded to 2.67
    [53, 2.94], // 2.9444…
    [35, 1.94], // 1.9444…
    [89, 4.94], // 4.9444…
  ])('sum %i over 18 items → %d', (sum, rate) => {
    expect(truncatedMean(sum, 18)).toBe(rate);
  });
});

describe('keyedScore', () => {
  it('counts reverse-keyed answers as 6 − answer and the others as they are', () => {
    expect([1, 2, 3, 4, 5].map((s) => keyedScore({ reverse: true }, s))).toEqual([5, 4, 3, 2, 1]);
    expect([1, 2, 3, 4, 5].map((s) => keyedScore({ reverse: false }, s))).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('scoreSubmission', () => {
  it('all 1s: 13 straight items count 1 and 5 reversed count 5 → 38 / 18 = 2.11 on both', () => {
    expect(scoreSubmission(uniform(1))).toEqual({
      loveTypeCategory: 'STABLE_TYPE',
      anxietyRate: 2.11,
      avoidanceRate: 2.11,
    });
  });

  it('all 5s: 13 × 5 + 5 × 1 = 70 → 3.88 on both (truncated from 3.888…)', () => {
    expect(scoreSubmission(uniform(5))).toEqual({
      loveTypeCategory: 'CONFUSION_TYPE',
      anxietyRate: 3.88,
      avoidanceRate: 3.88,
    });
  });

  it('all 3s: reversing a 3 keeps 3 → 3.00 on both', () => {
    expect(scoreSubmission(uniform(3))).toEqual({
      loveTypeCategory: 'CONFUSION_TYPE',
      anxietyRate: 3,
      avoidanceRate: 3,
    });
  });

  it('only the reverse-keyed items answered high: each counts 1', () => {
    const answers = LOVE_TYPE_ITEMS.map((item) => ({
      questionId: item.questionNumber,
      score: item.reverse ? 5 : 1,
    }));
    expect(scoreSubmission(answers)).toEqual({
      loveTypeCategory: 'STABLE_TYPE',
      anxietyRate: 1,
      avoidanceRate: 1,
    });
  });

  it.each([
    // anxiety sum, avoidance sum → rates and category around both thresholds
    [46, 41, 2.55, 2.27, 'STABLE_TYPE'],
    [47, 41, 2.61, 2.27, 'ANXIETY_TYPE'],
    [46, 42, 2.55, 2.33, 'AVOIDANCE_TYPE'],
    [47, 42, 2.61, 2.33, 'CONFUSION_TYPE'],
    [18, 18, 1, 1, 'STABLE_TYPE'],
    [90, 90, 5, 5, 'CONFUSION_TYPE'],
    [90, 18, 5, 1, 'ANXIETY_TYPE'],
    [18, 90, 1, 5, 'AVOIDANCE_TYPE'],
    [48, 48, 2.66, 2.66, 'CONFUSION_TYPE'],
  ] as const)(
    'anxiety sum %i, avoidance sum %i → %d / %d, %s',
    (anxiety, avoidance, anxietyRate, avoidanceRate, category) => {
      const answers = answersWithSums({ ANXIETY: anxiety, AVOIDANCE: avoidance });
      expect(answers.every((a) => a.score >= 1 && a.score <= 5)).toBe(true);
      expect(scoreSubmission(answers)).toEqual({
        loveTypeCategory: category,
        anxietyRate,
        avoidanceRate,
      });
    },
  );

  it('does not depend on the order of the answers', () => {
    const answers = answersWithSums({ ANXIETY: 47, AVOIDANCE: 42 });
    expect(scoreSubmission([...answers].reverse())).toEqual(scoreSubmission(answers));
  });
});

describe('checkAnswers', () => {
  const all = uniform(2);

  it('accepts each of the 36 questions exactly once', () => {
    expect(checkAnswers(all).size).toBe(36);
  });

  it('35 answers → 40000', () => {
    expect(code(() => checkAnswers(all.slice(1)))).toBe(40000);
  });

  it('a duplicate → 40000, even with 36 answers in total', () => {
    expect(code(() => checkAnswers([...all.slice(1), all[1]!]))).toBe(40000);
    expect(code(() => checkAnswers([...all, all[0]!]))).toBe(40000);
  });

  it('an unknown question id → 40005, checked before the count', () => {
    expect(code(() => checkAnswers([...all, { questionId: 37, score: 3 }]))).toBe(40005);
    expect(code(() => checkAnswers([{ questionId: 0, score: 3 }]))).toBe(40005);
    expect(code(() => checkAnswers([...all.slice(1), { questionId: -1, score: 3 }]))).toBe(40005);
  });

  it('no answers → 40000', () => {
    expect(code(() => checkAnswers([]))).toBe(40000);
  });

  it('scoreAnswers refuses a missing question (defence in depth)', () => {
    expect(() => scoreAnswers(new Map([[1, 3]]))).toThrow(/unanswered/);
  });
});
