import { consumeAttempt, type AttemptLimiter } from '../../platform/limits/attempt-limiter';

const MINUTE = 60 * 1000;

/**
 * Rooms a member may end with `POST /chatrooms/current/complete` (DESIGN 16 style, decision
 * 0040). Every completion queues the room's summary, a paid model call with the `openai` engine,
 * and the member can complete a room that has only 담이's greeting: without a limit a script
 * ends rooms as fast as it can ask. A person ends a conversation after talking in it, which takes
 * minutes; 5 a minute still lets one end a few empty rooms in a row, and 50 a day is several
 * times a heavy day of counselling while it keeps the summaries a member can cause well under
 * the replies the send limits allow (300 a day). Only the member's own request counts: the idle
 * job and the reads that complete a room idle for 24 hours are not limited.
 */
export const COMPLETE_LIMITS = [
  { name: 'chat-complete-minute', rule: { max: 5, windowMs: MINUTE } },
  { name: 'chat-complete-day', rule: { max: 50, windowMs: 24 * 60 * MINUTE } },
] as const;

/**
 * Counts one completion of the member's against COMPLETE_LIMITS: 42900 with `Retry-After` past
 * either of them (a refusal by the minute limit does not use the day's budget).
 */
export async function consumeCompletion(limiter: AttemptLimiter, memberId: number): Promise<void> {
  for (const limit of COMPLETE_LIMITS) {
    await consumeAttempt(limiter, `${limit.name}:${memberId}`, limit.rule);
  }
}
