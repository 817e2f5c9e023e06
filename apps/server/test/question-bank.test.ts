import { describe, expect, it } from 'vitest';
import { QUESTION_BANK, questionForLevel, questionTitle } from '../src/modules/question/bank';

// DESIGN 8: at least 120 questions of our own, each a short, kind question in 해요체.

describe('the daily-question bank', () => {
  it('holds at least 120 different questions', () => {
    expect(QUESTION_BANK.length).toBeGreaterThanOrEqual(120);
    const normalised = QUESTION_BANK.map((question) => question.replace(/\s+/g, ''));
    expect(new Set(normalised).size).toBe(QUESTION_BANK.length);
  });

  it.each(QUESTION_BANK.map((question, index) => [index + 1, question] as const))(
    'question %i is one short Korean question: %s',
    (_level, question) => {
      expect(question).toBe(question.trim());
      expect([...question].length).toBeGreaterThanOrEqual(15);
      expect([...question].length).toBeLessThanOrEqual(70);
      expect(question.endsWith('?')).toBe(true);
      expect(question).toMatch(/[가-힣]/);
      expect(question).not.toMatch(/[\p{Cc}]/u);
    },
  );

  it('asks nothing a couple could find hurtful', () => {
    const banned = [
      '전 애인',
      '전여친',
      '전남친',
      '헤어지',
      '살 빼',
      '연봉',
      '몸무게',
      '결혼은 언제',
    ];
    for (const question of QUESTION_BANK) {
      for (const word of banned) expect(question, question).not.toContain(word);
    }
  });

  it('titles count the level and the bank repeats past its end', () => {
    expect(questionTitle(12)).toBe('12번째 마음 질문');
    expect(questionForLevel(1)).toBe(QUESTION_BANK[0]);
    expect(questionForLevel(QUESTION_BANK.length)).toBe(QUESTION_BANK.at(-1));
    expect(questionForLevel(QUESTION_BANK.length + 1)).toBe(QUESTION_BANK[0]);
    expect(questionForLevel(2 * QUESTION_BANK.length + 3)).toBe(QUESTION_BANK[2]);
  });
});
