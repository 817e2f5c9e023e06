// Search params of the question routes (SPEC 5). Plain functions: a route's validateSearch is not
// code-split, so nothing here may pull zod into the first screen (decision 0008).
import { flagFrom, positiveIntFrom } from '@/shared/lib/search-params';

export interface QuestionCalendarSearch {
  /** A question of the book to show, by level. */
  selectedLevel?: number;
}

export interface QuestionWriteSearch {
  /** Required; 0 when missing or not an id (the screen says there is no such question). */
  coupleQuestionId: number;
  /** Editing my answer instead of writing it (default false). */
  isEdit?: boolean;
}

export interface QuestionAnswerSearch {
  /** Required; 0 when missing or not an id (the screen says there is no such question). */
  coupleQuestionId: number;
}

export function validateQuestionCalendarSearch(
  search: Record<string, unknown>,
): QuestionCalendarSearch {
  const selectedLevel = positiveIntFrom(search.selectedLevel);
  return selectedLevel === undefined ? {} : { selectedLevel };
}

export function validateQuestionWriteSearch(search: Record<string, unknown>): QuestionWriteSearch {
  const isEdit = flagFrom(search.isEdit);
  return {
    coupleQuestionId: positiveIntFrom(search.coupleQuestionId) ?? 0,
    ...(isEdit ? { isEdit } : {}),
  };
}

export function validateQuestionAnswerSearch(
  search: Record<string, unknown>,
): QuestionAnswerSearch {
  return { coupleQuestionId: positiveIntFrom(search.coupleQuestionId) ?? 0 };
}
