import { describe, expect, it } from 'vitest';
import {
  validateQuestionAnswerSearch,
  validateQuestionCalendarSearch,
  validateQuestionWriteSearch,
} from './question-search';

describe('question route search params (SPEC 5)', () => {
  it('selectedLevel: an optional positive number', () => {
    expect(validateQuestionCalendarSearch({ selectedLevel: 12 })).toEqual({ selectedLevel: 12 });
    expect(validateQuestionCalendarSearch({ selectedLevel: '12' })).toEqual({ selectedLevel: 12 });
    expect(validateQuestionCalendarSearch({ selectedLevel: 'x' })).toEqual({});
    expect(validateQuestionCalendarSearch({ selectedLevel: 0 })).toEqual({});
    expect(validateQuestionCalendarSearch({})).toEqual({});
  });

  it('write: coupleQuestionId required (0 when missing), isEdit default false', () => {
    expect(validateQuestionWriteSearch({ coupleQuestionId: 7, isEdit: true })).toEqual({
      coupleQuestionId: 7,
      isEdit: true,
    });
    expect(validateQuestionWriteSearch({ coupleQuestionId: '7', isEdit: 'true' })).toEqual({
      coupleQuestionId: 7,
      isEdit: true,
    });
    expect(validateQuestionWriteSearch({ coupleQuestionId: 7, isEdit: false })).toEqual({
      coupleQuestionId: 7,
    });
    expect(validateQuestionWriteSearch({})).toEqual({ coupleQuestionId: 0 });
  });

  it('see answers: coupleQuestionId required (0 when missing or not an id)', () => {
    expect(validateQuestionAnswerSearch({ coupleQuestionId: 3 })).toEqual({ coupleQuestionId: 3 });
    expect(validateQuestionAnswerSearch({ coupleQuestionId: -3 })).toEqual({ coupleQuestionId: 0 });
    expect(validateQuestionAnswerSearch({})).toEqual({ coupleQuestionId: 0 });
  });
});
