import { LOVE_TYPE_THRESHOLDS } from '@dama/contract';

/**
 * Attachment rates in words for the model engine's prompts (issue 21): a number such as 3.40
 * invites the model to quote it or to read too much into the decimals, so 담이 is told only where
 * a rate lies. The bands on the 1.00–5.00 scale keep the words in step with the category, whose
 * line is DESIGN 9's threshold (anxiety 2.61, avoidance 2.33: at or over is "high"):
 *
 * | rate                  | word        |
 * |-----------------------|-------------|
 * | below 2.00            | 낮은 편     |
 * | 2.00 up to the line   | 보통        |
 * | the line up to 3.75   | 높은 편     |
 * | 3.75 and over         | 아주 높은 편 |
 *
 * So a 불안형 member's anxiety is never "낮은 편" or "보통", and a 안정형 member's never "높은 편".
 * (Avoidance's 보통 band is narrow, 2.00–2.32, because its line is low.)
 */

export type RateDimension = keyof typeof LOVE_TYPE_THRESHOLDS;

/** Under this a rate is 낮은 편. */
export const RATE_LOW_BELOW = 2;
/** From this on a rate is 아주 높은 편. */
export const RATE_VERY_HIGH_FROM = 3.75;

/** Where `rate` lies on its dimension, in words; 알 수 없음 for no rate. */
export function rateWord(dimension: RateDimension, rate: number | null): string {
  if (rate === null || !Number.isFinite(rate)) return '알 수 없음';
  if (rate >= RATE_VERY_HIGH_FROM) return '아주 높은 편';
  if (rate >= LOVE_TYPE_THRESHOLDS[dimension]) return '높은 편';
  if (rate >= RATE_LOW_BELOW) return '보통';
  return '낮은 편';
}
