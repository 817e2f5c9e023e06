import type { PushPayload } from '@dama/contract';
import { isUrgent, outcomeOfStatus, PUSH_TTL_SECONDS, type PushOutcome } from './outcome';

/** One message of Expo's push API (https://docs.expo.dev/push-notifications/sending-notifications/). */
export interface ExpoMessage {
  to: string;
  title: string;
  body: string;
  /** The contract's PushPayload: what the app reads when the push is opened. */
  data: PushPayload;
  sound: 'default';
  priority: 'default' | 'high';
  ttl: number;
}

/** What an Expo push request answered: its status and parsed JSON body (null if none). */
export interface ExpoAnswer {
  status: number;
  body: unknown;
}

/** Sends one request of at most 100 messages (HTTP, or the dev login's in-process stand-in). */
export type ExpoTransport = (messages: readonly ExpoMessage[]) => Promise<ExpoAnswer>;

/** Expo takes at most 100 messages a request. */
export const EXPO_BATCH = 100;

/** A POST of JSON to Expo's push API (or EXPO_PUSH_URL), with the access token when one is set. */
export function httpExpoTransport(
  url: string,
  accessToken: string | null,
  timeoutMs = 10_000,
): ExpoTransport {
  return async (messages) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify(messages),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  };
}

export function expoMessage(token: string, payload: PushPayload): ExpoMessage {
  return {
    to: token,
    title: payload.title,
    body: payload.body,
    data: payload,
    sound: 'default',
    priority: isUrgent(payload.kind) ? 'high' : 'default',
    ttl: PUSH_TTL_SECONDS,
  };
}

interface Ticket {
  status?: unknown;
  details?: { error?: unknown } | null;
}

/**
 * Expo's push API (decision 0060): messages in requests of at most 100, one outcome per message
 * in their order. A ticket `ok` is sent; `DeviceNotRegistered` gone; `MessageRateExceeded`
 * retried; any other error refused. A whole request answered 429 or 5xx (or not at all) is
 * retried; any other 4xx refused. A 200 whose tickets cannot be read counts as refused, not
 * retried: Expo may have taken the messages, and a push is never sent twice.
 */
export class ExpoClient {
  constructor(private readonly transport: ExpoTransport) {}

  async send(messages: readonly ExpoMessage[]): Promise<PushOutcome[]> {
    const outcomes: PushOutcome[] = [];
    for (let i = 0; i < messages.length; i += EXPO_BATCH) {
      outcomes.push(...(await this.sendBatch(messages.slice(i, i + EXPO_BATCH))));
    }
    return outcomes;
  }

  private async sendBatch(batch: readonly ExpoMessage[]): Promise<PushOutcome[]> {
    const all = (outcome: PushOutcome) => batch.map(() => outcome);
    let answer: ExpoAnswer;
    try {
      answer = await this.transport(batch);
    } catch (error) {
      const name = (error as { name?: string }).name;
      return all({ kind: 'retry', reason: name === 'TimeoutError' ? 'timeout' : 'no answer' });
    }
    if (answer.status !== 200) {
      const outcome = outcomeOfStatus(answer.status);
      // A 404 is the URL's, not a device's.
      return all(outcome.kind === 'gone' ? { kind: 'rejected', reason: outcome.reason } : outcome);
    }
    const tickets = (answer.body as { data?: unknown } | null)?.data;
    if (!Array.isArray(tickets) || tickets.length !== batch.length) {
      return all({ kind: 'rejected', reason: 'unreadable tickets' });
    }
    return tickets.map((ticket: Ticket): PushOutcome => {
      if (ticket?.status === 'ok') return { kind: 'sent' };
      const error = typeof ticket?.details?.error === 'string' ? ticket.details.error : 'error';
      if (error === 'DeviceNotRegistered') return { kind: 'gone', reason: error };
      if (error === 'MessageRateExceeded') return { kind: 'retry', reason: error };
      return { kind: 'rejected', reason: error };
    });
  }
}
