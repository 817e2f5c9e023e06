// The question book of the calendar (DESIGN 8): 30 levels a page ("a month"), each cell coloured
// by who answered. Pure rules, so the screen only draws them.
import { QUESTION_BOOK_PAGE_SIZE, type Question } from '@dama/contract';

/** both / mine / partner: who answered; none: nobody yet; future: not opened yet. */
export type CellState = 'both' | 'mine' | 'partner' | 'none' | 'future';

export interface BookCell {
  level: number;
  state: CellState;
  /** The couple's question at this level; absent for a level not opened yet. */
  question?: Question;
  /** The Korean day both had answered (`YYYY-MM-DD`, decision 0070); absent until then. */
  answeredOn?: string;
}

/** The page (from 0) that holds `level`. */
export function bookPageOf(level: number): number {
  return Math.floor((Math.max(1, level) - 1) / QUESTION_BOOK_PAGE_SIZE);
}

/** The first and last level of a page. */
export function pageRange(page: number): { first: number; last: number } {
  const first = page * QUESTION_BOOK_PAGE_SIZE + 1;
  return { first, last: first + QUESTION_BOOK_PAGE_SIZE - 1 };
}

export function answerState(question: Pick<Question, 'meAnswered' | 'partnerAnswered'>): CellState {
  const { meAnswered, partnerAnswered } = question;
  if (meAnswered && partnerAnswered) return 'both';
  if (meAnswered) return 'mine';
  if (partnerAnswered) return 'partner';
  return 'none';
}

/** The 30 cells of `page`: a cell per level, from the questions the server listed for it. */
export function bookCells(page: number, questions: readonly Question[]): BookCell[] {
  const byLevel = new Map(questions.map((question) => [question.level, question]));
  const { first } = pageRange(page);
  return Array.from({ length: QUESTION_BOOK_PAGE_SIZE }, (_, index) => {
    const level = first + index;
    const question = byLevel.get(level);
    if (!question) return { level, state: 'future' };
    const answeredOn = question.answeredTogetherOn ?? undefined;
    return { level, state: answerState(question), question, ...(answeredOn ? { answeredOn } : {}) };
  });
}

/** The last page worth showing: the one with today's question (later ones hold only future cells). */
export function lastBookPage(todayLevel: number): number {
  return bookPageOf(todayLevel);
}

/** How the screens name the partner: `서연님`, or `연인` while the nickname is unknown. */
export function partnerCallName(nickname: string | null | undefined): string {
  return nickname ? `${nickname}님` : '연인';
}

/** What a cell's state means, for its label and the legend (`partnerName` from partnerCallName). */
export function cellStateText(state: CellState, partnerName: string): string {
  switch (state) {
    case 'both':
      return '둘 다 답했어요';
    case 'mine':
      return '나만 답했어요';
    case 'partner':
      return `${partnerName}만 답했어요`;
    case 'none':
      return '아직 아무도 답하지 않았어요';
    case 'future':
      return '아직 열리지 않았어요';
  }
}

/** `2026-11-22` → `11/22`, the cell's short date. */
export function shortDate(isoDate: string): string {
  const [, month, day] = isoDate.split('-').map(Number);
  return `${month}/${day}`;
}

/** `2026-11-22` → `11월 22일에 함께 답했어요`: the day two answers met, for labels. */
export function answeredOnText(isoDate: string): string {
  const [, month, day] = isoDate.split('-').map(Number);
  return `${month}월 ${day}일에 함께 답했어요`;
}
