import { loveTypeCategoryOf, type LoveTypeAnswer, type LoveTypeScore } from '@dama/contract';
import { AppError } from '../../platform/errors';
import { LOVE_TYPE_ITEMS, LOVE_TYPE_ITEMS_BY_NUMBER, type LoveTypeItem } from './items';

/**
 * The mean of `count` answers truncated (not rounded) to two decimals, computed from the integer
 * sum so no float error creeps in: 42 / 18 = 2.333… → 2.33, 48 / 18 = 2.666… → 2.66.
 */
export function truncatedMean(sum: number, count: number): number {
  return Math.floor((sum * 100) / count) / 100;
}

/** What an answer counts for on its dimension: reverse-keyed items count `6 − score`. */
export function keyedScore(item: Pick<LoveTypeItem, 'reverse'>, score: number): number {
  return item.reverse ? 6 - score : score;
}

/**
 * Checks a submission (CONTRACT 4.4): an unknown `questionId` is 40005 (checked first); then
 * every one of the 36 questions must be answered exactly once (else 40000). Scores outside 1–5
 * never get here (the body schema answers 40000).
 */
export function checkAnswers(
  answers: readonly LoveTypeAnswer[],
  items: ReadonlyMap<number, LoveTypeItem> = LOVE_TYPE_ITEMS_BY_NUMBER,
): Map<number, number> {
  for (const answer of answers) {
    if (!items.has(answer.questionId)) {
      throw new AppError(
        'NO_SUCH_LOVE_TYPE_QUESTION',
        `없는 문항이에요. (questionId ${answer.questionId})`,
      );
    }
  }
  const byQuestion = new Map<number, number>();
  for (const answer of answers) {
    if (byQuestion.has(answer.questionId)) {
      throw new AppError(
        'BAD_REQUEST',
        `같은 문항에 두 번 답했어요. (results, questionId ${answer.questionId})`,
      );
    }
    byQuestion.set(answer.questionId, answer.score);
  }
  if (byQuestion.size !== items.size) {
    throw new AppError(
      'BAD_REQUEST',
      `${items.size}개 문항에 모두 한 번씩 답해 주세요. (results: ${byQuestion.size}개)`,
    );
  }
  return byQuestion;
}

/**
 * Scores a complete set of answers (DESIGN 9): each dimension's rate is the mean of its items
 * (reverse-keyed ones as `6 − answer`) truncated to two decimals; the category follows from the
 * two rates.
 */
export function scoreAnswers(
  scores: ReadonlyMap<number, number>,
  items: readonly LoveTypeItem[] = LOVE_TYPE_ITEMS,
): LoveTypeScore {
  const sums = { ANXIETY: 0, AVOIDANCE: 0 };
  const counts = { ANXIETY: 0, AVOIDANCE: 0 };
  for (const item of items) {
    const score = scores.get(item.questionNumber);
    if (score === undefined) throw new Error(`question ${item.questionNumber} is unanswered`);
    sums[item.dimension] += keyedScore(item, score);
    counts[item.dimension] += 1;
  }
  const anxietyRate = truncatedMean(sums.ANXIETY, counts.ANXIETY);
  const avoidanceRate = truncatedMean(sums.AVOIDANCE, counts.AVOIDANCE);
  return {
    loveTypeCategory: loveTypeCategoryOf(anxietyRate, avoidanceRate),
    anxietyRate,
    avoidanceRate,
  };
}

/** Validates and scores a submission in one go. */
export function scoreSubmission(answers: readonly LoveTypeAnswer[]): LoveTypeScore {
  return scoreAnswers(checkAnswers(answers));
}
