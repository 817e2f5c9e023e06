// The notification centre, push delivery and the couple's question time (issue 25, decision 0059):
// an extension of CONTRACT. The pending list of CONTRACT 4.2 is unchanged: it still answers only
// the couple events (COUPLE_CONNECTED / COUPLE_DISCONNECTED) a client shows as a modal once.
import { z } from 'zod';
import { defineEndpoint } from '../kit/define';
import { pagedList, pageQuery } from '../kit/envelope';
import { Id, PathId, Timestamp } from '../kit/primitives';

/**
 * What a notification is about. The first two are CONTRACT's NotificationType (one row serves
 * both the pending list and the centre); the rest exist only in the centre and in pushes.
 */
export const NotificationKind = z.enum([
  'COUPLE_CONNECTED',
  'COUPLE_DISCONNECTED',
  'PARTNER_ANSWERED',
  'PARTNER_NUDGED',
  'QUESTION_ARRIVED',
  'SUMMARY_READY',
  'ANNIVERSARY_SOON',
  /** Extension (issue 26, decision 0067): the partner reacted to or replied on my answer. */
  'PARTNER_REACTED',
  'ANNIVERSARY_TODAY',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** The centre shows what arrived in the last 30 days. */
export const NOTIFICATION_CENTRE_DAYS = 30;
export const NOTIFICATION_PAGE_SIZE = 20;

/**
 * Ids a notification points at (only those of its kind are present): the couple's question for
 * answers, nudges and the question of the day, the chat room for a summary, the couple for couple
 * events, the anniversary's date and day count for an anniversary.
 */
export const NotificationTarget = z.object({
  coupleId: z.int().optional(),
  coupleQuestionId: z.int().optional(),
  chatRoomId: z.int().optional(),
  anniversaryDate: z.string().optional(),
  anniversaryDays: z.int().optional(),
  /** Extension (decision 0069): the couple's own anniversary (absent for a milestone). */
  anniversaryId: z.int().optional(),
});
export type NotificationTarget = z.infer<typeof NotificationTarget>;

/**
 * One entry of the centre. `title` and `body` are the Korean text the centre and the push show
 * (해요체, the partner's nickname with computed particles); they never hold the text of an answer or
 * a chat. `link` is the app path the entry opens (`/question/see-answer?coupleQuestionId=3`).
 */
export const NotificationItem = z.object({
  id: z.int(),
  kind: NotificationKind,
  title: z.string(),
  body: z.string(),
  link: z.string(),
  target: NotificationTarget,
  isRead: z.boolean(),
  createdAt: Timestamp,
});
export type NotificationItem = z.infer<typeof NotificationItem>;

export const UnreadCount = z.object({ unreadCount: z.int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const MarkReadBody = z.object({ notificationIds: z.array(Id).min(1).max(100) });

/** `HH:MM` on a 24-hour clock, Korean time. */
export const ClockTime = z
  .string({ error: '시간은 HH:MM 형식이어야 해요.' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: '시간은 HH:MM 형식이어야 해요.' });

export const DEFAULT_QUIET_HOURS = { enabled: true, start: '23:00', end: '08:00' } as const;
export const DEFAULT_QUESTION_TIME = '21:00';

export const QuietHours = z.object({ enabled: z.boolean(), start: ClockTime, end: ClockTime });
export type QuietHours = z.infer<typeof QuietHours>;

/**
 * One switch per kind: off, that kind is not pushed (nudges included); the centre still lists it.
 * All are on for a new member.
 */
export const KindSwitches = z.object(
  Object.fromEntries(NotificationKind.options.map((kind) => [kind, z.boolean()])) as {
    [K in NotificationKind]: z.ZodBoolean;
  },
);
export type KindSwitches = z.infer<typeof KindSwitches>;

/**
 * A member's notification settings. `questionTime` is the couple's (either partner may change
 * it), null for a member with no partner.
 */
export const NotificationSettings = z.object({
  kinds: KindSwitches,
  quietHours: QuietHours,
  questionTime: ClockTime.nullable(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/** Any part may be left out; `kinds` may name only some kinds. */
export const NotificationSettingsBody = z
  .object({ kinds: KindSwitches.partial(), quietHours: QuietHours })
  .partial();

export const QuestionTimeBody = z.object({ questionTime: ClockTime });
export const QuestionTime = z.object({ questionTime: ClockTime });

/** A member may nudge the partner about today's question once in this many ms (3 hours). */
export const NUDGE_INTERVAL_MS = 3 * 60 * 60 * 1000;
export const Nudge = z.object({
  /** When the caller may nudge again (Korean-time ISO). */
  nextNudgeAt: Timestamp,
});
export const NudgeStatus = z.object({
  /** Whether a nudge is possible now: the partner has not answered and the interval has passed. */
  canNudge: z.boolean(),
  /** The last nudge's time, null when none today. */
  lastNudgedAt: Timestamp.nullable(),
  nextNudgeAt: Timestamp.nullable(),
});
export type NudgeStatus = z.infer<typeof NudgeStatus>;

/**
 * A device that receives pushes, bound to the session that registered it (logout of that session
 * removes it). WEB_PUSH: a Push API subscription (RFC 8030/8291, VAPID RFC 8292); EXPO: the native
 * shell's push token, delivered through Expo's push service.
 */
export const WebPushSubscription = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  keys: z.object({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}={0,2}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{16,24}={0,2}$/),
  }),
});
export const PushDeviceBody = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('WEB_PUSH'), subscription: WebPushSubscription }),
  z.object({
    kind: z.literal('EXPO'),
    token: z.string().regex(/^(Exponent|Expo)PushToken\[[A-Za-z0-9_-]{1,200}\]$/),
  }),
]);
export type PushDeviceBody = z.infer<typeof PushDeviceBody>;
export const PushDevice = z.object({ deviceId: z.int() });
export const WebPushKey = z.object({
  /** The VAPID public key, base64url (the Push API's `applicationServerKey`). */
  publicKey: z.string(),
});

/**
 * What a push carries (the Web Push payload's JSON, Expo's `data`). Never the text of an answer or
 * a chat: the kind, the centre entry's id, its title, body and link.
 */
export const PushPayload = z.object({
  notificationId: z.int(),
  kind: NotificationKind,
  title: z.string(),
  body: z.string(),
  link: z.string(),
});
export type PushPayload = z.infer<typeof PushPayload>;

/**
 * The app path an entry opens, by kind (the web app's routes): the answers of the couple's
 * question, today's question, the chat's summary, couple management, home.
 */
export function notificationLink(kind: NotificationKind, target: NotificationTarget): string {
  switch (kind) {
    case 'PARTNER_ANSWERED':
    case 'PARTNER_REACTED':
      return target.coupleQuestionId
        ? `/question/see-answer?coupleQuestionId=${target.coupleQuestionId}`
        : '/question';
    case 'PARTNER_NUDGED':
    case 'QUESTION_ARRIVED':
      return '/question';
    case 'SUMMARY_READY':
      return target.chatRoomId ? `/chat/result?chatId=${target.chatRoomId}` : '/history';
    case 'COUPLE_CONNECTED':
    case 'COUPLE_DISCONNECTED':
      return '/my-page/couple-management';
    case 'ANNIVERSARY_SOON':
    case 'ANNIVERSARY_TODAY':
      return '/anniversaries';
  }
}

const deviceParams = z.object({ deviceId: PathId });

export const notificationEndpoints = {
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/notifications',
    auth: 'member',
    tag: 'notifications',
    summary: '알림 센터: 최근 30일의 알림 (최신순, 기본 20개씩)',
    query: pageQuery(NOTIFICATION_PAGE_SIZE),
    data: pagedList(NotificationItem),
  }),
  getUnreadNotificationCount: defineEndpoint({
    method: 'GET',
    path: '/notifications/unread-count',
    auth: 'member',
    tag: 'notifications',
    summary: '읽지 않은 알림 수',
    data: UnreadCount,
  }),
  markCentreNotificationsRead: defineEndpoint({
    method: 'PATCH',
    path: '/notifications/read',
    auth: 'member',
    tag: 'notifications',
    summary: '알림 읽음 처리 (내 알림만, 하나라도 아니면 아무것도 바뀌지 않아요)',
    body: MarkReadBody,
    data: UnreadCount,
    errors: [40000, 40302],
  }),
  markAllNotificationsRead: defineEndpoint({
    method: 'PATCH',
    path: '/notifications/read-all',
    auth: 'member',
    tag: 'notifications',
    summary: '알림 모두 읽음',
    data: UnreadCount,
  }),
  getNotificationSettings: defineEndpoint({
    method: 'GET',
    path: '/notifications/settings',
    auth: 'member',
    tag: 'notifications',
    summary: '알림 설정 (종류별 켜기/끄기, 방해 금지 시간, 커플의 질문 시간)',
    data: NotificationSettings,
  }),
  updateNotificationSettings: defineEndpoint({
    method: 'PATCH',
    path: '/notifications/settings',
    auth: 'member',
    tag: 'notifications',
    summary: '알림 설정 바꾸기',
    message: '알림 설정을 바꿨어요.',
    body: NotificationSettingsBody,
    data: NotificationSettings,
    errors: [40000],
  }),
  updateQuestionTime: defineEndpoint({
    method: 'PUT',
    path: '/couples/question-time',
    auth: 'couple',
    tag: 'couples',
    summary: '커플의 질문 시간 바꾸기 (두 사람 중 누구나, 상대에게 실시간으로 알려요)',
    message: '질문 시간을 바꿨어요.',
    body: QuestionTimeBody,
    data: QuestionTime,
    errors: [40000, 40301],
  }),
  getNudgeStatus: defineEndpoint({
    method: 'GET',
    path: '/questions/today/nudge',
    auth: 'couple',
    tag: 'questions',
    summary: '오늘의 질문 콕 찌르기 상태',
    data: NudgeStatus,
    errors: [40301],
  }),
  nudgePartner: defineEndpoint({
    method: 'POST',
    path: '/questions/today/nudge',
    auth: 'couple',
    tag: 'questions',
    summary: '오늘의 질문에 아직 답하지 않은 상대를 콕 찌르기 (3시간에 한 번)',
    message: '콕 찔렀어요.',
    data: Nudge,
    errors: [40301, 40012, 40014, 42900],
  }),
  getWebPushKey: defineEndpoint({
    method: 'GET',
    path: '/notifications/web-push-key',
    auth: 'public',
    tag: 'notifications',
    summary: '웹 푸시 구독에 쓰는 VAPID 공개 키',
    data: WebPushKey,
  }),
  registerPushDevice: defineEndpoint({
    method: 'PUT',
    path: '/notifications/devices',
    auth: 'member',
    tag: 'notifications',
    summary: '이 기기로 푸시 받기 (같은 구독·토큰은 한 번만 저장돼요)',
    body: PushDeviceBody,
    data: PushDevice,
    errors: [40000],
  }),
  removePushDevice: defineEndpoint({
    method: 'DELETE',
    path: '/notifications/devices/:deviceId',
    auth: 'member',
    tag: 'notifications',
    summary: '이 기기로 푸시 받지 않기',
    params: deviceParams,
    data: null,
    errors: [40302],
  }),
} as const;
