import { z } from 'zod';
import { defineEndpoint } from '../kit/define';
import { unpagedList } from '../kit/envelope';
import { LoveTypeCategory } from './love-type';
import { Id, IsoDate, Timestamp } from '../kit/primitives';

export const NotificationType = z.enum(['COUPLE_CONNECTED', 'COUPLE_DISCONNECTED']);
export type NotificationType = z.infer<typeof NotificationType>;

/**
 * Invite code: 7 characters from A-Z0-9, after trimming and upper-casing (CONTRACT 4.3).
 * Extension (issue 24, decision 0055): what people paste is normalised first, on the web as they
 * type and on the server the same way, so the two never disagree: whitespace and hyphens (any
 * dash) go wherever they are, full-width letters and digits become plain ones, and letters are
 * upper-cased. Every code CONTRACT 4.3 accepts is still accepted unchanged.
 */
export const COUPLE_CODE_LENGTH = 7;
export const COUPLE_CODE_PATTERN = /^[A-Z0-9]{7}$/;

/** Separators people type or paste inside a code: whitespace, hyphens and the other dashes. */
const CODE_SEPARATORS = /[\s\u002d\u2010-\u2015\u2212\ufe58\ufe63\uff0d]+/g;

/** The code as both sides read it: separators removed, full-width folded, upper-cased. */
export function normalizeCoupleCode(value: string): string {
  return value.normalize('NFKC').replace(CODE_SEPARATORS, '').toUpperCase();
}

/** Whether `value`, once normalised, is a well-formed invite code. */
export function isCoupleCode(value: string): boolean {
  return COUPLE_CODE_PATTERN.test(normalizeCoupleCode(value));
}

export const CoupleCode = z
  .string({ error: '초대 코드를 입력해 주세요.' })
  .overwrite(normalizeCoupleCode)
  .regex(COUPLE_CODE_PATTERN, { error: '초대 코드는 영문 대문자와 숫자 7자리예요.' });

export const LinkCoupleBody = z.object({ coupleCode: CoupleCode });
export const LinkedCouple = z.object({ coupleId: z.int() });

export const Partner = z.object({
  memberState: z.literal('ALIVE'),
  nickname: z.string().nullable(),
  loveTypeCategory: LoveTypeCategory.nullable(),
  anxietyRate: z.number().nullable(),
  avoidanceRate: z.number().nullable(),
  startLoveDate: IsoDate.nullable(),
  isStartLoveDateUpdated: z.boolean(),
});
export type Partner = z.infer<typeof Partner>;

/**
 * Extension (issue 24, decision 0057): why a couple ended, on COUPLE_DISCONNECTED only, so the
 * member is told truthfully what became of the couple's shared questions: after an unlink they
 * are kept 30 days for a relink, after the partner's withdrawal they are erased at once. Absent
 * from older notifications (and clients that do not know it ignore it).
 */
export const CoupleEndReason = z.enum(['UNLINK', 'WITHDRAWAL']);
export type CoupleEndReason = z.infer<typeof CoupleEndReason>;

export const CoupleEventPayload = z.object({
  coupleId: z.int(),
  partnerNickname: z.string().nullable(),
  reason: CoupleEndReason.optional(),
});

export const Notification = z.object({
  id: z.int(),
  type: NotificationType,
  state: z.literal('PENDING'),
  payload: CoupleEventPayload,
  createdAt: Timestamp,
});
export type Notification = z.infer<typeof Notification>;

export const MarkNotificationsReadBody = z.object({ pendingNotifications: z.array(Id).min(1) });

export const coupleEndpoints = {
  linkCouple: defineEndpoint({
    method: 'POST',
    path: '/couples',
    auth: 'member',
    tag: 'couples',
    summary: '초대 코드로 커플 연결',
    message: '커플로 연결되었어요!',
    body: LinkCoupleBody,
    data: LinkedCouple,
    errors: [40000, 40011, 40007, 40002, 40006, 42900],
  }),
  unlinkCouple: defineEndpoint({
    method: 'DELETE',
    path: '/couples',
    auth: 'couple',
    tag: 'couples',
    summary: '커플 연결 끊기 (두 사람 모두)',
    message: '커플 연결이 끊어졌어요.',
    data: null,
    errors: [40301],
  }),
  getPartner: defineEndpoint({
    method: 'GET',
    path: '/members/partner',
    auth: 'couple',
    tag: 'members',
    summary: '연결된 상대 정보',
    data: Partner,
    errors: [40301],
  }),
  getPendingNotifications: defineEndpoint({
    method: 'GET',
    path: '/members/notifications/pending',
    auth: 'member',
    tag: 'notifications',
    summary: '읽지 않은 알림 목록',
    data: unpagedList(Notification),
  }),
  markNotificationsRead: defineEndpoint({
    method: 'PATCH',
    path: '/members/notifications/pending',
    auth: 'member',
    tag: 'notifications',
    summary: '알림 읽음 처리',
    message: '알림을 확인했어요.',
    body: MarkNotificationsReadBody,
    data: null,
    errors: [40000, 40302],
  }),
} as const;
