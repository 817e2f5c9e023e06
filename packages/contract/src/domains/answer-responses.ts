// Reactions and replies to the partner's answer (issue 26, decision 0067): an extension of
// CONTRACT 4.5. Once both partners answered a couple question, each may leave one reaction and
// one short reply (한마디) on the other's answer; `QuestionAnswers.responses` carries both sides.
import { z } from 'zod';
import { defineEndpoint } from '../kit/define';
import { PathId, Timestamp, writtenText, writtenTextError } from '../kit/primitives';

/** The five reactions, in the order the reaction bar shows them. */
export const AnswerReaction = z.enum(['HEART', 'SAME', 'LAUGH', 'TOUCHED', 'CHEER']);
export type AnswerReaction = z.infer<typeof AnswerReaction>;

/** A reply (한마디): after trimming, 1 to 100 characters. */
export const REPLY_MAX_LENGTH = 100;
/** Why a reply cannot be saved (Korean, shown under the field), or null when it can. */
export function replyTextError(value: string): string | null {
  return writtenTextError(value, REPLY_MAX_LENGTH, {
    empty: '한마디를 입력해 주세요.',
    tooLong: `한마디는 ${REPLY_MAX_LENGTH}자까지 쓸 수 있어요.`,
    invalid: '쓸 수 없는 문자가 들어 있어요.',
  });
}
export const ReplyText = writtenText(replyTextError, '한마디를 입력해 주세요.');

export const AnswerReply = z.object({
  text: z.string(),
  /** When it was written or last edited (Korean-time ISO). */
  updatedAt: Timestamp,
});
export type AnswerReply = z.infer<typeof AnswerReply>;

/** What one partner left on the other's answer: a reaction and a reply, each null when none. */
export const AnswerResponse = z.object({
  reaction: AnswerReaction.nullable(),
  reply: AnswerReply.nullable(),
});
export type AnswerResponse = z.infer<typeof AnswerResponse>;

/**
 * Both sides of a question's responses (on `QuestionAnswers`): `fromPartner` is what the partner
 * left on my answer, `fromMe` what I left on theirs. Both empty until both have answered, and for
 * a member with no partner.
 */
export const AnswerResponses = z.object({
  fromPartner: AnswerResponse,
  fromMe: AnswerResponse,
});
export type AnswerResponses = z.infer<typeof AnswerResponses>;

export const NO_RESPONSE: AnswerResponse = { reaction: null, reply: null };

export const ReactionBody = z.object({ reaction: AnswerReaction });
export const ReplyBody = z.object({ reply: ReplyText });

/**
 * A reply edited within this many ms of the last notification about it (or a reaction changed)
 * does not notify the partner again: 10 minutes. The live event always goes.
 */
export const RESPONSE_RENOTIFY_MS = 10 * 60 * 1000;

const questionParams = z.object({ coupleQuestionId: PathId });
const errors = [40000, 40012, 40302] as const;

export const answerResponseEndpoints = {
  reactToAnswer: defineEndpoint({
    method: 'PUT',
    path: '/questions/:coupleQuestionId/reaction',
    auth: 'member',
    tag: 'questions',
    summary: '연인의 답변에 반응 남기기 (두 사람이 모두 답한 뒤, 바꾸면 덮어써요)',
    params: questionParams,
    body: ReactionBody,
    data: AnswerResponse,
    message: '반응을 남겼어요.',
    errors: [...errors],
  }),
  removeReaction: defineEndpoint({
    method: 'DELETE',
    path: '/questions/:coupleQuestionId/reaction',
    auth: 'member',
    tag: 'questions',
    summary: '연인의 답변에 남긴 반응 지우기',
    params: questionParams,
    data: AnswerResponse,
    message: '반응을 지웠어요.',
    errors: [...errors],
  }),
  replyToAnswer: defineEndpoint({
    method: 'PUT',
    path: '/questions/:coupleQuestionId/reply',
    auth: 'member',
    tag: 'questions',
    summary: '연인의 답변에 한마디 남기기·고치기 (100자까지)',
    params: questionParams,
    body: ReplyBody,
    data: AnswerResponse,
    message: '한마디를 남겼어요.',
    errors: [...errors],
  }),
  removeReply: defineEndpoint({
    method: 'DELETE',
    path: '/questions/:coupleQuestionId/reply',
    auth: 'member',
    tag: 'questions',
    summary: '연인의 답변에 남긴 한마디 지우기',
    params: questionParams,
    data: AnswerResponse,
    message: '한마디를 지웠어요.',
    errors: [...errors],
  }),
} as const;
