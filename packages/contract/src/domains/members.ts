import { z } from 'zod';
import { defineEndpoint } from '../kit/define';
import { unpagedList } from '../kit/envelope';
import { LoveTypeCategory } from './love-type';
import { Id, IsoDate, Nickname, SafeId } from '../kit/primitives';

export const MemberState = z.enum(['BEFORE_ONBOARDING', 'ALIVE']);
export type MemberState = z.infer<typeof MemberState>;

export const Provider = z.enum(['KAKAO', 'APPLE']);
export type Provider = z.infer<typeof Provider>;

export const Member = z.object({
  memberId: z.int(),
  memberState: MemberState,
  provider: Provider,
  nickname: z.string().nullable(),
  email: z.string().nullable(),
  startLoveDate: IsoDate.nullable(),
  loveTypeCategory: LoveTypeCategory.nullable(),
  anxietyRate: z.number().nullable(),
  avoidanceRate: z.number().nullable(),
  totalChatRoomCount: z.int(),
  totalCoupleQuestionCount: z.int(),
});
export type Member = z.infer<typeof Member>;

export const TermsAgreement = z.object({ termsId: Id, isAgreed: z.boolean() });
export type TermsAgreement = z.infer<typeof TermsAgreement>;

export const OnboardingBody = z.object({
  terms: z.array(TermsAgreement),
  nickname: Nickname,
  loveTypeId: SafeId.optional(),
});

export const UpdateMemberBody = z.object({ nickname: Nickname });
export const UpdateMember = z.object({ nickname: z.string() });

export const UpdateTermsBody = z.object({ terms: z.array(TermsAgreement).min(1) });

export const StartLoveDateBody = z.object({ startLoveDate: IsoDate });
export const StartLoveDate = z.object({ startLoveDate: IsoDate });

export const InviteCode = z.object({ coupleCode: z.string() });
export type InviteCode = z.infer<typeof InviteCode>;

export const memberEndpoints = {
  getMember: defineEndpoint({
    method: 'GET',
    path: '/members',
    auth: 'member',
    tag: 'members',
    summary: '내 회원 정보',
    data: Member,
    errors: [40001],
  }),
  completeOnboarding: defineEndpoint({
    method: 'POST',
    path: '/members/onboarding',
    auth: 'member',
    tag: 'members',
    summary: '온보딩 완료 (필수 약관과 닉네임 확인 후 ALIVE)',
    message: '온보딩을 마쳤어요. 환영해요!',
    body: OnboardingBody,
    data: null,
    errors: [40000, 40003, 40013],
  }),
  updateMember: defineEndpoint({
    method: 'PATCH',
    path: '/members',
    auth: 'member',
    tag: 'members',
    summary: '닉네임 변경',
    message: '닉네임이 변경되었어요!',
    body: UpdateMemberBody,
    data: UpdateMember,
    errors: [40000],
  }),
  updateTerms: defineEndpoint({
    method: 'PATCH',
    path: '/members/terms',
    auth: 'member',
    tag: 'members',
    summary: '약관 동의 저장',
    message: '약관 동의를 저장했어요.',
    body: UpdateTermsBody,
    data: unpagedList(TermsAgreement),
    errors: [40000, 40003],
  }),
  updateStartLoveDate: defineEndpoint({
    method: 'PATCH',
    path: '/members/start-love-date',
    auth: 'member',
    tag: 'members',
    summary: '사귄 날짜(D-day 시작일) 변경',
    message: '사귄 날짜가 변경되었어요!',
    body: StartLoveDateBody,
    data: StartLoveDate,
    errors: [40000],
  }),
  getInviteCode: defineEndpoint({
    method: 'GET',
    path: '/members/invite-code',
    auth: 'member',
    tag: 'members',
    summary: '내 초대 코드',
    data: InviteCode,
  }),
  withdraw: defineEndpoint({
    method: 'DELETE',
    path: '/members',
    auth: 'member',
    tag: 'members',
    summary: '회원 탈퇴',
    message: '탈퇴가 완료되었어요. 그동안 담아를 이용해 주셔서 고마워요.',
    data: null,
    errors: [50200],
  }),
} as const;
