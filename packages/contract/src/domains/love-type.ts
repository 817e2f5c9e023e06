import { z } from 'zod';
import { defineEndpoint } from '../kit/define';
import { unpagedList } from '../kit/envelope';
import { SafePathId } from '../kit/primitives';

export const LoveTypeCategory = z.enum([
  'STABLE_TYPE',
  'ANXIETY_TYPE',
  'AVOIDANCE_TYPE',
  'CONFUSION_TYPE',
]);
export type LoveTypeCategory = z.infer<typeof LoveTypeCategory>;

/** Number of attachment-test items (18 anxiety + 18 avoidance). */
export const LOVE_TYPE_QUESTION_COUNT = 36;
export const LOVE_TYPE_MIN_SCORE = 1;
export const LOVE_TYPE_MAX_SCORE = 5;

export const LoveTypeQuestion = z.object({ questionNumber: z.int(), content: z.string() });
export type LoveTypeQuestion = z.infer<typeof LoveTypeQuestion>;

export const LoveTypeAnswer = z.object({
  questionId: z.int({ error: '문항 번호는 정수여야 해요.' }),
  score: z
    .int({ error: '점수는 1부터 5까지의 정수여야 해요.' })
    .min(LOVE_TYPE_MIN_SCORE, { error: '점수는 1부터 5까지의 정수여야 해요.' })
    .max(LOVE_TYPE_MAX_SCORE, { error: '점수는 1부터 5까지의 정수여야 해요.' }),
});
export type LoveTypeAnswer = z.infer<typeof LoveTypeAnswer>;

export const LoveTypeSubmission = z.object({ results: z.array(LoveTypeAnswer) });

export const LoveTypeScore = z.object({
  loveTypeCategory: LoveTypeCategory,
  anxietyRate: z.number(),
  avoidanceRate: z.number(),
});
export type LoveTypeScore = z.infer<typeof LoveTypeScore>;

export const LoveTypeResult = LoveTypeScore.extend({ loveTypeId: z.int() });
export type LoveTypeResult = z.infer<typeof LoveTypeResult>;

export const loveTypeEndpoints = {
  getLoveTypeQuestions: defineEndpoint({
    method: 'GET',
    path: '/love-types/questions',
    auth: 'public',
    tag: 'love-types',
    summary: '애착 유형 테스트 문항 (36개, 번호 오름차순)',
    data: unpagedList(LoveTypeQuestion),
  }),
  submitLoveTypeResult: defineEndpoint({
    method: 'POST',
    path: '/love-types/result',
    auth: 'public',
    tag: 'love-types',
    summary: '익명 테스트 결과 저장',
    message: '테스트 결과를 저장했어요.',
    body: LoveTypeSubmission,
    data: LoveTypeResult,
    errors: [40000, 40005],
  }),
  getLoveTypeResult: defineEndpoint({
    method: 'GET',
    path: '/love-types/result/:loveTypeId',
    auth: 'public',
    tag: 'love-types',
    summary: '익명 테스트 결과 조회',
    params: z.object({ loveTypeId: SafePathId }),
    data: LoveTypeResult,
    errors: [40013],
  }),
  registerMemberLoveType: defineEndpoint({
    method: 'POST',
    path: '/members/love-type',
    auth: 'member',
    tag: 'members',
    summary: '내 애착 유형 테스트 결과 저장 (이전 결과를 대체)',
    message: '애착 유형 테스트 결과를 저장했어요.',
    body: LoveTypeSubmission,
    data: LoveTypeScore,
    errors: [40000, 40005],
  }),
} as const;
