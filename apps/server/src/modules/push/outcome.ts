import type { NotificationKind } from '@dama/contract';

/**
 * What a push service said about one push (decision 0060). `gone`: the device will never take
 * one again (Web Push 404/410, Expo `DeviceNotRegistered`), so it is deleted; `retry`: try later
 * (429, 5xx, no answer); `rejected`: refused for good (any other 4xx), never retried.
 * `reason` is for logs: a status or an error name, never an address, a key or the payload.
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; reason: string }
  | { kind: 'retry'; reason: string }
  | { kind: 'rejected'; reason: string };

/** How long a push service keeps a push for a device that is off: a day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Web Push `Urgency` (RFC 8030 5.3) and Expo `priority` per kind: high for what a person is
 * waiting on now (the partner's answer, a nudge), normal for the rest.
 */
export function isUrgent(kind: NotificationKind): boolean {
  return kind === 'PARTNER_ANSWERED' || kind === 'PARTNER_NUDGED';
}

/** A 4xx/5xx status as an outcome: 404/410 gone, 429 and 5xx retried, any other refused. */
export function outcomeOfStatus(status: number): PushOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent' };
  if (status === 404 || status === 410) return { kind: 'gone', reason: `http ${status}` };
  if (status === 429 || status >= 500) return { kind: 'retry', reason: `http ${status}` };
  return { kind: 'rejected', reason: `http ${status}` };
}
