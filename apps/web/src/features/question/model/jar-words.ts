import type { Jar } from '@dama/contract';

/**
 * The jar of words in words (decision 0065): the lines home's card shows too (kept small: home's
 * first load carries them). The question screen's and 담이's lines are in jar-lines.ts.
 */

/** The jar's text alternative and its card's first line. */
export function jarCountLine(count: number): string {
  return count === 0 ? '아직 함께 담은 말이 없어요' : `함께 답한 질문 ${count}개를 담았어요`;
}

/** The streak, or the nudge to start one. */
export function jarStreakLine(jar: Pick<Jar, 'streak' | 'count'>): string {
  if (jar.streak >= 2) return `${jar.streak}일 연속으로 함께 답했어요`;
  if (jar.streak === 1) return '오늘부터 연속 기록이 시작됐어요';
  return jar.count === 0 ? '둘 다 답한 질문이 하나씩 담겨요' : '오늘 함께 답하면 다시 이어져요';
}
