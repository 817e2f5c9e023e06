import { z } from 'zod';
import { defineEndpoint } from '../kit/define';
import { unpagedList } from '../kit/envelope';
import { LoveTypeCategory } from './love-type';
import { Id, IsoDate, Timestamp } from '../kit/primitives';

export const NotificationType = z.enum(['COUPLE_CONNECTED', 'COUPLE_DISCONNECTED']);
export type NotificationType = z.infer<typeof NotificationType>;

/** Invite code: 7 characters from A-Z0-9, after trimming and upper-casing (CONTRACT 4.3). */
export const COUPLE_CODE_LENGTH = 7;
export const COUPLE_CODE_PATTERN = /^[A-Z0-9]{7}$/;

export const CoupleCode = z
  .string({ error: '초대 코드를 입력해 주세요.' })
  .trim()
  .toUpperCase()
  .regex(COUPLE_CODE_PATTERN, { error: '초대 코드는 영문 대문자와 숫자 7자리예요.' });

/** The code as the server reads it: trimmed and upper-cased. */
export function normalizeCoupleCode(value: string): string {
  return value.trim().toUpperCase();
}

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

export const CoupleEventPayload = z.object({
  coupleId: z.int(),
  partnerNickname: z.string().nullable(),
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
