import { describe, expect, it } from 'vitest';
import { makeQuestion } from '@test/factories';
import {
  answerState,
  bookCells,
  bookPageOf,
  cellStateText,
  lastBookPage,
  pageRange,
  partnerCallName,
} from './question-book';

describe('the question book (30 levels a page)', () => {
  it('puts levels 1–30 on page 0, 31–60 on page 1', () => {
    expect([1, 30, 31, 60, 61].map(bookPageOf)).toEqual([0, 0, 1, 1, 2]);
    expect(pageRange(0)).toEqual({ first: 1, last: 30 });
    expect(pageRange(2)).toEqual({ first: 61, last: 90 });
    expect(lastBookPage(31)).toBe(1);
  });

  it('colours a question by who answered', () => {
    const state = (meAnswered: boolean, partnerAnswered: boolean) =>
      answerState({ meAnswered, partnerAnswered });
    expect([
      state(true, true),
      state(true, false),
      state(false, true),
      state(false, false),
    ]).toEqual(['both', 'mine', 'partner', 'none']);
  });

  it('lays out a page: the listed questions by level, the rest not opened yet', () => {
    const questions = [
      makeQuestion({ level: 31, meAnswered: true, partnerAnswered: true }),
      makeQuestion({ level: 32, partnerAnswered: true }),
      makeQuestion({ level: 33 }),
    ];
    const cells = bookCells(1, questions);
    expect(cells).toHaveLength(30);
    expect(cells.slice(0, 4).map((cell) => [cell.level, cell.state])).toEqual([
      [31, 'both'],
      [32, 'partner'],
      [33, 'none'],
      [34, 'future'],
    ]);
    expect(cells[1]?.question).toBe(questions[1]);
    expect(cells[29]).toEqual({ level: 60, state: 'future' });
  });

  it('says what each state means, naming the partner', () => {
    expect(partnerCallName('서연')).toBe('서연님');
    expect(partnerCallName(null)).toBe('연인');
    expect(cellStateText('partner', '서연님')).toBe('서연님만 답했어요');
    expect(cellStateText('future', '연인')).toBe('아직 열리지 않았어요');
  });
});
