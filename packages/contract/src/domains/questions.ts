import { z } from 'zod';
import { defineEndpoint } from '../kit/define';
import { pagedList, pageQuery } from '../kit/envelope';
import { IsoDate, PathId, Timestamp, writtenText, writtenTextError } from '../kit/primitives';
import { AnswerResponses } from './answer-responses';

/** The question book shows 30 levels a page ("a month", DESIGN 8); the list's default size. */
export const QUESTION_BOOK_PAGE_SIZE = 30;

/** An answer: after trimming, 1 to 200 characters (CONTRACT 4.5). */
export const ANSWER_MAX_LENGTH = 200;
/** Why an answer cannot be saved (Korean, shown under the field), or null when it can. */
export function answerTextError(value: string): string | null {
  return writtenTextError(value, ANSWER_MAX_LENGTH, {
    empty: '답변을 입력해 주세요.',
    tooLong: `답변은 ${ANSWER_MAX_LENGTH}자까지 쓸 수 있어요.`,
    invalid: '쓸 수 없는 문자가 들어 있어요.',
  });
}

export const AnswerText = writtenText(answerTextError, '답변을 입력해 주세요.');

/** A couple question (CONTRACT 4.5): `level` is its position in the couple's book, from 1. */
export const Question = z.object({
  coupleQuestionId: z.int(),
  title: z.string(),
  content: z.string(),
  level: z.int().min(1),
  meAnswered: z.boolean(),
  partnerAnswered: z.boolean(),
  createdAt: Timestamp,
  /**
   * Extension (issue 26, decision 0070): the Korean day both had answered (the second answer's
   * day), or null while one is missing. Absent from older servers.
   */
  answeredTogetherOn: IsoDate.nullable().optional(),
});
export type Question = z.infer<typeof Question>;

/**
 * One side of the answers. `answer` is null when not written; the partner's is also null until
 * the caller has answered (`answered` still tells whether the partner wrote one). `updatable`:
 * this answer can still be edited (today's question, not closed, written by the caller).
 */
export const AnswerItem = z.object({
  nickname: z.string().nullable(),
  answer: z.string().nullable(),
  answered: z.boolean(),
  updatable: z.boolean(),
});
export type AnswerItem = z.infer<typeof AnswerItem>;

export const QuestionAnswers = z.object({
  coupleQuestionId: z.int(),
  title: z.string(),
  content: z.string(),
  level: z.int().min(1),
  createdAt: Timestamp,
  me: AnswerItem,
  /** Null for a member with no partner. */
  partner: AnswerItem.nullable(),
  /**
   * Extension (issue 26, decision 0067): the reactions and replies on the two answers, once both
   * answered (both empty before, and for a member with no partner).
   */
  responses: AnswerResponses,
});
export type QuestionAnswers = z.infer<typeof QuestionAnswers>;

export const AnswerBody = z.object({ answer: AnswerText });
export const AnsweredQuestion = z.object({ coupleQuestionId: z.int() });

const levelParams = z.object({ level: PathId });
const questionParams = z.object({ coupleQuestionId: PathId });

export const questionEndpoints = {
  getTodayQuestion: defineEndpoint({
    method: 'GET',
    path: '/questions/today',
    auth: 'member',
    tag: 'questions',
    summary: '오늘의 질문 (두 사람이 모두 답한 다음 날 첫 조회에 다음 질문이 열려요)',
    data: Question,
  }),
  listQuestions: defineEndpoint({
    method: 'GET',
    path: '/questions',
    auth: 'couple',
    tag: 'questions',
    summary: '질문 책: 커플의 질문 목록 (단계 오름차순, 기본 30개씩)',
    query: pageQuery(QUESTION_BOOK_PAGE_SIZE),
    data: pagedList(Question),
    errors: [40301],
  }),
  getQuestionByLevel: defineEndpoint({
    method: 'GET',
    path: '/questions/:level',
    auth: 'couple',
    tag: 'questions',
    summary: '지난 질문 (단계로)',
    params: levelParams,
    data: Question,
    errors: [40301, 40012],
  }),
  getQuestionAnswers: defineEndpoint({
    method: 'GET',
    path: '/questions/:coupleQuestionId/answers',
    auth: 'member',
    tag: 'questions',
    summary: '질문의 답변 (연인의 답변은 내가 답한 뒤에 보여요)',
    params: questionParams,
    data: QuestionAnswers,
    errors: [40012, 40302],
  }),
  answerTodayQuestion: defineEndpoint({
    method: 'POST',
    path: '/questions/today/answers',
    auth: 'member',
    tag: 'questions',
    summary: '오늘의 질문에 답하기 (한 번)',
    body: AnswerBody,
    data: AnsweredQuestion,
    message: '답변을 저장했어요.',
    errors: [40000, 40302],
  }),
  editTodayAnswer: defineEndpoint({
    method: 'PATCH',
    path: '/questions/today/answers',
    auth: 'member',
    tag: 'questions',
    summary: '오늘의 질문에 쓴 답변 고치기 (질문이 닫히기 전까지)',
    body: AnswerBody,
    data: AnsweredQuestion,
    message: '답변을 고쳤어요.',
    errors: [40000, 40302],
  }),
} as const;
