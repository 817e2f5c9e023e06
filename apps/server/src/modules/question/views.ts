import { todayInKorea, toKoreanIso, type Question } from '@dama/contract';
import type { CoupleQuestionRow } from './schema';
import { questionForLevel, questionTitle } from './bank';

/** Title and content of a question: the bank's entry for its level (repeating past the end). */
export function questionText(level: number): { title: string; content: string } {
  return { title: questionTitle(level), content: questionForLevel(level) };
}

/** A question as the caller sees it, given who answered it. */
export function questionView(
  row: CoupleQuestionRow,
  answeredBy: ReadonlySet<number>,
  memberId: number,
  partnerId: number | null,
): Question {
  return {
    coupleQuestionId: row.id,
    ...questionText(row.level),
    level: row.level,
    meAnswered: answeredBy.has(memberId),
    partnerAnswered: partnerId !== null && answeredBy.has(partnerId),
    createdAt: toKoreanIso(row.createdAt),
    // The Korean day the second answer came (decision 0070): the calendar's date for it.
    answeredTogetherOn: row.completedAt ? todayInKorea(row.completedAt) : null,
  };
}
