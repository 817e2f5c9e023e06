import { describe, expect, it } from 'vitest';
import {
  advanceFrom,
  answerQuestion,
  canSubmit,
  movesOnAfterTap,
  nextIndex,
  previousIndex,
  resumeSession,
  selectedScore,
  submittedAnswers,
  testProgress,
} from './test-flow';
import type { TestSession } from './test-session';

/** Three questions numbered 11, 12, 13 (numbers need not be positions). */
const QUESTIONS = [{ questionNumber: 11 }, { questionNumber: 12 }, { questionNumber: 13 }];

const session = (index: number, answers: Record<number, number> = {}): TestSession => ({
  answers,
  index,
});

describe('the rules of the test in progress', () => {
  it('resumes a stored session within the questions there are', () => {
    expect(resumeSession(session(1, { 11: 3 }), 3)).toEqual(session(1, { 11: 3 }));
    expect(resumeSession(session(9), 3).index).toBe(2);
    expect(resumeSession(session(-2), 3).index).toBe(0);
    expect(resumeSession(session(4), 0).index).toBe(0);
    expect(resumeSession({ ...session(0), from: '/my-page' }, 3).from).toBe('/my-page');
  });

  it('records an answer by question number, replacing an earlier one, without mutating', () => {
    const before = session(1, { 11: 2 });
    const after = answerQuestion(before, 12, 5);
    expect(after).toEqual(session(1, { 11: 2, 12: 5 }));
    expect(before.answers).toEqual({ 11: 2 });
    expect(answerQuestion(after, 12, 1).answers).toEqual({ 11: 2, 12: 1 });
    expect(selectedScore(after, QUESTIONS)).toBe(5);
    expect(selectedScore(session(0, { 12: 5 }), QUESTIONS)).toBeUndefined();
  });

  it('counts progress: position, answered, remaining, last', () => {
    expect(testProgress(session(0, { 12: 4, 99: 1 }), QUESTIONS)).toEqual({
      position: 1,
      total: 3,
      answered: 1,
      remaining: 2,
      isLast: false,
      allAnswered: false,
    });
    expect(testProgress(session(2, { 11: 1, 12: 2, 13: 3 }), QUESTIONS)).toEqual({
      position: 3,
      total: 3,
      answered: 3,
      remaining: 0,
      isLast: true,
      allAnswered: true,
    });
  });

  it('다음 moves on only from an answered question, never past the last', () => {
    expect(nextIndex(session(0), QUESTIONS)).toBeNull();
    expect(nextIndex(session(0, { 11: 3 }), QUESTIONS)).toBe(1);
    expect(nextIndex(session(1, { 11: 3 }), QUESTIONS)).toBeNull();
    expect(nextIndex(session(2, { 11: 1, 12: 1, 13: 1 }), QUESTIONS)).toBeNull();
  });

  it('back goes to the previous question, and out of the test from the first', () => {
    expect(previousIndex(session(2))).toBe(1);
    expect(previousIndex(session(1))).toBe(0);
    expect(previousIndex(session(0))).toBeNull();
  });

  it('a tap moves on by itself, unless chosen with the keyboard or on the last question', () => {
    expect(movesOnAfterTap(session(0), QUESTIONS, false)).toBe(true);
    expect(movesOnAfterTap(session(0), QUESTIONS, true)).toBe(false);
    expect(movesOnAfterTap(session(2), QUESTIONS, false)).toBe(false);
  });

  it('the move after a tap happens only if the member is still on that question', () => {
    expect(advanceFrom(session(1, { 12: 4 }), 1)).toEqual(session(2, { 12: 4 }));
    const elsewhere = session(0, { 12: 4 });
    expect(advanceFrom(elsewhere, 1)).toBe(elsewhere);
  });

  it('can submit only once every question is answered', () => {
    expect(canSubmit(session(2, { 11: 1, 12: 2 }), QUESTIONS)).toBe(false);
    expect(canSubmit(session(2, { 11: 1, 12: 2, 99: 3 }), QUESTIONS)).toBe(false);
    expect(canSubmit(session(0, { 11: 1, 12: 2, 13: 5 }), QUESTIONS)).toBe(true);
  });

  it('submits one answer per question, in the questions’ order', () => {
    expect(submittedAnswers(session(2, { 13: 5, 11: 1, 12: 2 }), QUESTIONS)).toEqual([
      { questionId: 11, score: 1 },
      { questionId: 12, score: 2 },
      { questionId: 13, score: 5 },
    ]);
  });
});
