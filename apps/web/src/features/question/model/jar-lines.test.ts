import { describe, expect, it } from 'vitest';
import { jarCelebrationLine, jarCelebrationTitle, jarLabel, jarNextLine } from './jar-lines';
import { jarCountLine, jarStreakLine } from './jar-words';

describe('the jar in words (decision 0065)', () => {
  it('names the count, the goal and the streak', () => {
    expect(jarCountLine(0)).toBe('아직 함께 담은 말이 없어요');
    expect(jarCountLine(12)).toBe('함께 답한 질문 12개를 담았어요');
    expect(jarNextLine({ count: 12, nextMilestone: 30 })).toBe('30개까지 18개 남았어요');
    expect(jarNextLine({ count: 400, nextMilestone: null })).toBe('항아리가 가득 찼어요');
    expect(jarStreakLine({ streak: 3, count: 5 })).toBe('3일 연속으로 함께 답했어요');
    expect(jarStreakLine({ streak: 1, count: 5 })).toBe('오늘부터 연속 기록이 시작됐어요');
    expect(jarStreakLine({ streak: 0, count: 5 })).toBe('오늘 함께 답하면 다시 이어져요');
    expect(jarStreakLine({ streak: 0, count: 0 })).toBe('둘 다 답한 질문이 하나씩 담겨요');
    expect(jarLabel({ count: 1, nextMilestone: 10 })).toBe(
      '말 항아리: 함께 답한 질문 1개를 담았어요. 10개까지 9개 남았어요',
    );
  });

  it('담이 celebrates every milestone in 반말', () => {
    for (const m of [10, 30, 100, 365]) {
      expect(jarCelebrationLine(m)).toMatch(/[어야]\.|어!|해!|워\./);
      expect(jarCelebrationLine(m)).not.toMatch(/요[.!]/);
      expect(jarCelebrationTitle(m)).toBe(`말 항아리에 ${m}개를 담았어요`);
    }
  });
});
