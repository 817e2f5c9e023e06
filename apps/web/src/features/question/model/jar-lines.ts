import type { Jar } from '@dama/contract';
import { jarCountLine } from './jar-words';

/**
 * The jar's lines on the question screen and 담이's celebration (decision 0065): the app's lines
 * are 해요체, 담이's warm 반말.
 */

/** How far the next milestone is, or that every one is reached. */
export function jarNextLine(jar: Pick<Jar, 'count' | 'nextMilestone'>): string {
  if (jar.nextMilestone === null) return '항아리가 가득 찼어요';
  return `${jar.nextMilestone}개까지 ${jar.nextMilestone - jar.count}개 남았어요`;
}

/** The drawing's accessible name: the count and the goal. */
export function jarLabel(jar: Pick<Jar, 'count' | 'nextMilestone'>): string {
  return `말 항아리: ${jarCountLine(jar.count)}. ${jarNextLine(jar)}`;
}

/** 담이's celebration of a milestone (반말), by milestone. */
const CELEBRATIONS: Record<number, string> = {
  10: '우리 항아리에 벌써 말 10개가 담겼어! 서로를 알아 가는 시간이 차곡차곡 쌓이고 있어.',
  30: '30개째야! 한 달 치 마음을 나눈 만큼 항아리가 제법 묵직해졌어.',
  100: '100개를 함께 담았어! 둘이 꾸준히 마음을 나눠 온 게 여기 다 보여.',
  365: '365개, 일 년 치 마음이 항아리에 가득해! 둘이 함께 쌓아 온 말들이 정말 자랑스러워.',
};

export function jarCelebrationLine(milestone: number): string {
  return CELEBRATIONS[milestone] ?? `함께 담은 말이 ${milestone}개가 됐어! 정말 멋져.`;
}

/** The celebration's title (해요체). */
export function jarCelebrationTitle(milestone: number): string {
  return `말 항아리에 ${milestone}개를 담았어요`;
}
