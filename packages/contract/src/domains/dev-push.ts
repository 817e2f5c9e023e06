// The dev login's stand-in for Expo's push service (issue 25, decision 0060): an extension used
// only with DEV_LOGIN on (the device preview), never mounted otherwise. With DEV_LOGIN on and no
// EXPO_PUSH_URL, the server's native pushes go to it instead of Expo, and the preview reads what
// each phone's token received here to show it as a banner.
import { z } from 'zod';
import { defineEndpoint } from '../kit/define';
import { Timestamp } from '../kit/primitives';
import { PushPayload } from './notifications';

/** An Expo push token as the native shell hands it over (the device registration's rule). */
export const ExpoPushToken = z
  .string()
  .regex(/^(Exponent|Expo)PushToken\[[A-Za-z0-9_-]{1,200}\]$/, {
    error: 'Expo 푸시 토큰 형식이 아니에요.',
  });

/** The longest a read of the stand-in waits for a message (long polling). */
export const DEV_EXPO_PUSH_MAX_WAIT_MS = 25_000;
/** Messages the stand-in keeps per token (the oldest go first). */
export const DEV_EXPO_PUSH_KEPT = 20;

/**
 * One message the stand-in received, as the server sent it to Expo (`to`, `title`, `body`,
 * `data` = the contract's PushPayload, `priority`, `ttl`), numbered per server start (`seq`,
 * increasing across all tokens).
 */
export const DevExpoPushMessage = z.object({
  seq: z.int().positive(),
  receivedAt: Timestamp,
  to: z.string(),
  title: z.string(),
  body: z.string(),
  data: PushPayload,
  priority: z.enum(['default', 'normal', 'high']),
  ttl: z.int().min(0),
});
export type DevExpoPushMessage = z.infer<typeof DevExpoPushMessage>;

export const DevExpoPushMessagesQuery = z.object({
  token: ExpoPushToken,
  /** Only messages with a larger `seq` (0: every kept one). */
  after: z.coerce.number().int().min(0).default(0),
  /** With none newer than `after`, wait up to this long for one (0: answer at once). */
  waitMs: z.coerce.number().int().min(0).max(DEV_EXPO_PUSH_MAX_WAIT_MS).default(0),
});

export const DevExpoPushMessages = z.object({
  /** Oldest first. */
  messages: z.array(DevExpoPushMessage),
  /** The `after` to ask with next: the largest `seq` seen so far for anyone (0: none yet). */
  cursor: z.int().min(0),
});
export type DevExpoPushMessages = z.infer<typeof DevExpoPushMessages>;

export const devPushEndpoints = {
  devExpoPushMessages: defineEndpoint({
    method: 'GET',
    path: '/dev/expo-push/messages',
    auth: 'public',
    tag: 'dev',
    summary: '개발용 Expo 푸시 대역이 이 토큰으로 받은 푸시 (DEV_LOGIN 모드 전용, 롱 폴링)',
    query: DevExpoPushMessagesQuery,
    data: DevExpoPushMessages,
  }),
} as const;
