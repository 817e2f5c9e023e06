import { z } from 'zod';
import { defineStreamEndpoint } from './kit/define';
import { IsoDate } from './kit/primitives';
import { SAFETY_KINDS } from './domains/chat-safety';
import { CoupleEndReason } from './domains/couples';
import { ClockTime, NotificationItem } from './domains/notifications';

export const SSE_RETRY_MS = 3000;
export const SSE_HEARTBEAT_MS = 15_000;

export const CoupleConnectedEvent = z.object({
  coupleId: z.int(),
  notificationId: z.int(),
  partnerNickname: z.string().nullable(),
});
export type CoupleConnectedEvent = z.infer<typeof CoupleConnectedEvent>;

export const CoupleDisconnectedEvent = z.object({
  coupleId: z.int(),
  notificationId: z.int(),
  /** Extension (decision 0057): the partner unlinked, or withdrew. */
  reason: CoupleEndReason.optional(),
});
export type CoupleDisconnectedEvent = z.infer<typeof CoupleDisconnectedEvent>;

/**
 * Extension (issue 13): sent to the partner's phones when a member changes their nickname or the
 * couple's date, so the partner's screens show it without a reload. Carries the new values; a
 * client may also just read the partner and the member again. Clients that do not know it ignore
 * it (and see the change on their next read).
 */
export const PartnerUpdatedEvent = z.object({
  coupleId: z.int(),
  nickname: z.string().nullable(),
  startLoveDate: IsoDate.nullable(),
});
export type PartnerUpdatedEvent = z.infer<typeof PartnerUpdatedEvent>;

/**
 * Extension (issue 24, decision 0054): sent to the partner's phones when a member answers or edits
 * their answer to a couple question, after it is stored, so 서로의 답변 and home's answer chips
 * show it without a reload. Carries no text: a client reads the question again (the partner's
 * text stays hidden until the reader has answered, CONTRACT 4.5). Clients that do not know it
 * ignore it (and see the answer on their next read).
 */
export const PartnerAnsweredEvent = z.object({
  coupleId: z.int(),
  coupleQuestionId: z.int(),
  edited: z.boolean(),
});
export type PartnerAnsweredEvent = z.infer<typeof PartnerAnsweredEvent>;

/**
 * Extension (issue 26, decision 0067): sent to the partner's phones when a member reacts to,
 * replies on, edits or removes what they left on the partner's answer, after it is stored. Carries
 * no text: a client reads the question's answers again. Clients that do not know it ignore it.
 */
export const PartnerRespondedEvent = z.object({
  coupleId: z.int(),
  coupleQuestionId: z.int(),
});
export type PartnerRespondedEvent = z.infer<typeof PartnerRespondedEvent>;

/**
 * Extension (issue 25, decision 0059): a new entry in the member's notification centre, with the
 * member's unread count after it, so the bell and an open centre update live (and the app may show
 * it as a banner unless the member is on the screen it opens). Couple events still also send
 * `couple_connected` / `couple_disconnected`.
 */
export const NotificationCreatedEvent = z.object({
  notification: NotificationItem,
  unreadCount: z.int().min(0),
});
/** Extension (issue 25): notifications were read on one of the member's devices. */
export const NotificationsReadEvent = z.object({ unreadCount: z.int().min(0) });
/** Extension (issue 25): the partner changed the couple's question time. */
export const QuestionTimeChangedEvent = z.object({ coupleId: z.int(), questionTime: ClockTime });
/**
 * Extension (issue 26, decision 0069): the partner added, changed or deleted one of the couple's
 * own anniversaries (`id`; `deleted` when it is gone). A client reads the list again.
 */
export const CoupleAnniversariesChangedEvent = z.object({
  coupleId: z.int(),
  id: z.int(),
  deleted: z.boolean(),
});

export const CurrentLevelFinishedEvent = z.object({ chatRoomId: z.int(), level: z.int() });
export const ChatRoomPausedEvent = z.object({
  chatRoomId: z.int(),
  reason: z.literal('COUPLE_REQUIRED'),
});
export const ChatErrorEvent = z.object({
  chatRoomId: z.int(),
  messageId: z.int(),
  reason: z.string(),
});
export const ChatStoppedEvent = z.object({ chatRoomId: z.int(), messageId: z.int() });
/**
 * Extension (decision 0019): sent to a stream that opens while a reply is being generated, with
 * the reply's text so far; the chunks that follow continue it. A client shows `content` in place
 * of whatever partial text it held, so a reconnect mid-reply leaves no gap and no duplicate.
 * Clients that do not know it ignore it and show the stored reply at `ai_response_id`.
 */
export const ChatResponseSnapshotEvent = z.object({ chatRoomId: z.int(), content: z.string() });
/**
 * Extension (issue 21): the room entered safety mode (or its kind changed), sent before the
 * reply that answers it. A client shows the mode at once; one that does not know it reads
 * `safetyMode` on its next read of the current room.
 */
export const ChatSafetyModeEvent = z.object({
  chatRoomId: z.int(),
  safetyMode: z.enum(SAFETY_KINDS),
});
export const ChatSummaryReadyEvent = z.object({
  chatRoomId: z.int(),
  summaryState: z.enum(['PENDING', 'READY', 'FAILED']),
});

/**
 * Every event the stream sends, with its payload: JSON schemas for JSON payloads, `text` for raw
 * text (`connected`, `chat_response` chunks) and `id` for a decimal id (`ai_response_id`).
 */
export const sseEvents = {
  connected: 'text',
  chat_response: 'text',
  chat_response_snapshot: ChatResponseSnapshotEvent,
  ai_response_id: 'id',
  current_level_finished: CurrentLevelFinishedEvent,
  chat_room_paused: ChatRoomPausedEvent,
  chat_error: ChatErrorEvent,
  chat_stopped: ChatStoppedEvent,
  chat_summary_ready: ChatSummaryReadyEvent,
  chat_safety_mode: ChatSafetyModeEvent,
  couple_connected: CoupleConnectedEvent,
  couple_disconnected: CoupleDisconnectedEvent,
  partner_updated: PartnerUpdatedEvent,
  partner_answered: PartnerAnsweredEvent,
  partner_responded: PartnerRespondedEvent,
  notification_created: NotificationCreatedEvent,
  notifications_read: NotificationsReadEvent,
  question_time_changed: QuestionTimeChangedEvent,
  couple_anniversaries_changed: CoupleAnniversariesChangedEvent,
} as const;
export type SseEventName = keyof typeof sseEvents;

/** Stream endpoints (not in the REST `endpoints`: the web's `apiCall` never calls them). */
export const streamEndpoints = {
  /** Live stream (CONTRACT 5): `GET /api/sse/connect`. */
  connectStream: defineStreamEndpoint({
    method: 'GET',
    path: '/sse/connect',
    auth: 'member',
    tag: 'realtime',
    summary: '실시간 이벤트 스트림 연결',
    description: [
      '실시간 이벤트 스트림(text/event-stream). 토큰이 없거나 유효하지 않으면 스트림 대신 401/40100 JSON,',
      '한 프로세스의 연결 한도를 넘으면 500/50002 JSON을, 한 회원이나 한 주소가 이미 너무 많은 스트림을',
      '열고 있으면 429/42900 JSON(`Retry-After`)을 돌려줘요.',
      '',
      `첫 이벤트는 \`event: connected\` (\`retry: ${SSE_RETRY_MS}\`, 지금까지의 마지막 이벤트 id)이고,`,
      `${SSE_HEARTBEAT_MS / 1000}초마다 \`: ping\` 주석이 와요. 이벤트 id는 회원마다 증가하며,`,
      '`Last-Event-ID` 헤더로 다시 연결하면 그 뒤의 이벤트(최소 2분간 보관)를 먼저 받아요.',
      '로그아웃·세션 폐기·탈퇴 시, 그리고 스트림을 연 액세스 토큰이 만료되면 스트림이 닫혀요.',
      '종료 시에는 마지막에 `retry:` 줄을 보내요.',
      '',
      `이벤트: ${Object.keys(sseEvents).join(', ')}`,
    ].join('\n'),
    errors: [40100, 42900, 50002],
  }),
} as const;

/** The live stream's path (relative to `/api`); an alias of `streamEndpoints.connectStream.path`. */
export const SSE_PATH = streamEndpoints.connectStream.path;

type PayloadOf<S> = S extends 'text'
  ? string
  : S extends 'id'
    ? number
    : S extends z.ZodType
      ? z.infer<S>
      : never;

/** The `data` an event carries: raw text, a decimal id, or the event's JSON payload. */
export type SsePayload<E extends SseEventName> = PayloadOf<(typeof sseEvents)[E]>;

export function isSseEventName(name: string): name is SseEventName {
  return Object.hasOwn(sseEvents, name);
}

/**
 * Reads an event's `data` text as its payload: raw text as is, an id as a safe integer, JSON
 * payloads checked against the event's schema. Throws (a `TypeError` or a zod error) when the
 * text does not match.
 */
export function parseSsePayload<E extends SseEventName>(event: E, data: string): SsePayload<E> {
  const kind = sseEvents[event];
  if (kind === 'text') return data as SsePayload<E>;
  if (kind === 'id') {
    const id = /^\d{1,16}$/.test(data) ? Number(data) : Number.NaN;
    if (!Number.isSafeInteger(id)) throw new TypeError(`${event}: integer id expected`);
    return id as SsePayload<E>;
  }
  return kind.parse(JSON.parse(data)) as SsePayload<E>;
}

/**
 * The text of an event's `data` field(s): raw text as is, an id as a decimal, JSON payloads
 * checked against the event's schema and serialised.
 */
export function encodeSsePayload<E extends SseEventName>(event: E, data: SsePayload<E>): string {
  const kind = sseEvents[event];
  if (kind === 'text') {
    if (typeof data !== 'string') throw new TypeError(`${event}: text payload expected`);
    return data;
  }
  if (kind === 'id') {
    if (typeof data !== 'number' || !Number.isSafeInteger(data)) {
      throw new TypeError(`${event}: integer id expected`);
    }
    return String(data);
  }
  return JSON.stringify(kind.parse(data));
}
