import { describe, expect, it } from 'vitest';
import { questionTimeNotice } from './question-time-notice';

describe('the question time notice', () => {
  it('names the partner with the right particles for the name and the time', () => {
    expect(questionTimeNotice('민지', '21:30')).toBe('민지님이 질문 시간을 21:30으로 바꿨어요');
    expect(questionTimeNotice('민지', '22:00')).toBe('민지님이 질문 시간을 22:00으로 바꿨어요');
    expect(questionTimeNotice('민지', '21:20')).toBe('민지님이 질문 시간을 21:20으로 바꿨어요');
    expect(questionTimeNotice(null, '09:05')).toBe('연인이 질문 시간을 09:05로 바꿨어요');
  });
});
