import { describe, expect, it } from 'vitest';
import { AnswerBody, answerTextError } from './questions';

describe('answer text (CONTRACT 4.5: after trimming, 1 to 200 characters)', () => {
  it('accepts up to 200 characters as a reader counts them, line breaks included', () => {
    expect(answerTextError('  처음 만난 날\n비가 왔어요  ')).toBeNull();
    expect(answerTextError('가'.repeat(200))).toBeNull();
    expect(answerTextError('😀'.repeat(200))).toBeNull();
  });

  it('says why it refuses empty, too long and control characters', () => {
    expect(answerTextError(' \n ')).toBe('답변을 입력해 주세요.');
    expect(answerTextError('가'.repeat(201))).toBe('답변은 200자까지 쓸 수 있어요.');
    expect(answerTextError('안녕\u0000')).toBe('쓸 수 없는 문자가 들어 있어요.');
  });

  it('the body schema trims and names the rule', () => {
    expect(AnswerBody.parse({ answer: '  좋아요 ' })).toEqual({ answer: '좋아요' });
    const refused = AnswerBody.safeParse({ answer: '가'.repeat(201) });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('답변은 200자까지 쓸 수 있어요.');
    expect(AnswerBody.safeParse({}).error?.issues[0]?.message).toBe('답변을 입력해 주세요.');
  });
});
