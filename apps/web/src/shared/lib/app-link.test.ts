import { describe, expect, it } from 'vitest';
import { isOnLink } from './app-link';

describe('isOnLink', () => {
  it('matches the same path, a trailing slash aside', () => {
    expect(isOnLink('/question', '/question', '')).toBe(true);
    expect(isOnLink('/question', '/question/', '')).toBe(true);
    expect(isOnLink('/', '/', '')).toBe(true);
    expect(isOnLink('/question', '/history', '')).toBe(false);
    expect(isOnLink('/', '/question', '')).toBe(false);
  });

  it("needs the link's parameters, and ignores the screen's other ones", () => {
    const link = '/question/see-answer?coupleQuestionId=3';
    expect(isOnLink(link, '/question/see-answer', '?coupleQuestionId=3')).toBe(true);
    expect(isOnLink(link, '/question/see-answer', 'coupleQuestionId=3&x=1')).toBe(true);
    expect(isOnLink(link, '/question/see-answer', '?coupleQuestionId=4')).toBe(false);
    expect(isOnLink(link, '/question/see-answer', '')).toBe(false);
    expect(isOnLink('/question', '/question', '?selectedLevel=4')).toBe(true);
  });
});
