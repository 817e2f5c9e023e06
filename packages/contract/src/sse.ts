import { z } from 'zod';

/** Live stream (CONTRACT 5): `GET /api/sse/connect`. */
export const SSE_PATH = '/sse/connect';
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
});
export type CoupleDisconnectedEvent = z.infer<typeof CoupleDisconnectedEvent>;

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
  ai_response_id: 'id',
  current_level_finished: CurrentLevelFinishedEvent,
  chat_room_paused: ChatRoomPausedEvent,
  chat_error: ChatErrorEvent,
  chat_stopped: ChatStoppedEvent,
  chat_summary_ready: ChatSummaryReadyEvent,
  couple_connected: CoupleConnectedEvent,
  couple_disconnected: CoupleDisconnectedEvent,
} as const;
export type SseEventName = keyof typeof sseEvents;
