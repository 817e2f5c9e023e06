import {
  DEV_EXPO_PUSH_KEPT,
  ExpoPushToken,
  PushPayload,
  toKoreanIso,
  type DevExpoPushMessage,
  type DevExpoPushMessages,
} from '@dama/contract';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';

/** Expo's message as the stand-in accepts it (what the push module sends). */
const Message = z.object({
  to: ExpoPushToken,
  title: z.string(),
  body: z.string(),
  data: PushPayload,
  priority: z.enum(['default', 'normal', 'high']).default('default'),
  ttl: z.int().min(0).default(0),
});
const Request = z.union([Message, z.array(Message).min(1).max(100)]);

/** Tokens the stand-in remembers at once (the oldest is forgotten first). */
const MAX_TOKENS = 1000;

/** What Expo's push API answers: a status and its JSON body. */
export interface ExpoLikeAnswer {
  status: number;
  body: unknown;
}

/**
 * The dev login's stand-in for Expo's push API (decision 0060), in memory: it answers a request
 * as Expo does (`{ data: [{ status: 'ok', id }] }` per message, a 400 with `errors` for a
 * malformed one), keeps the last DEV_EXPO_PUSH_KEPT messages of each token, and lets a reader
 * wait for the next one (the device preview's banner). Nothing leaves the process.
 */
export class DevExpoPush {
  private readonly byToken = new Map<string, DevExpoPushMessage[]>();
  private readonly waiters = new Set<() => void>();
  private seq = 0;

  constructor(private readonly now: Clock) {}

  receive(body: unknown): ExpoLikeAnswer {
    const parsed = Request.safeParse(body);
    if (!parsed.success) {
      return {
        status: 400,
        body: { errors: [{ code: 'VALIDATION_ERROR', message: '"to" and "data" must be valid.' }] },
      };
    }
    const messages = Array.isArray(parsed.data) ? parsed.data : [parsed.data];
    const receivedAt = toKoreanIso(this.now());
    for (const message of messages) {
      const kept = this.byToken.get(message.to) ?? [];
      this.byToken.delete(message.to);
      kept.push({ ...message, seq: ++this.seq, receivedAt });
      this.byToken.set(message.to, kept.slice(-DEV_EXPO_PUSH_KEPT));
      if (this.byToken.size > MAX_TOKENS) {
        const oldest = this.byToken.keys().next().value;
        if (oldest !== undefined) this.byToken.delete(oldest);
      }
    }
    this.wake();
    return {
      status: 200,
      body: { data: messages.map(() => ({ status: 'ok', id: randomUUID() })) },
    };
  }

  /**
   * The token's kept messages after `after`; with none, waits up to `waitMs` for one (or until
   * `signal` aborts: the request went away, or the server closes).
   */
  async messages(
    token: string,
    after: number,
    waitMs: number,
    signal?: AbortSignal,
  ): Promise<DevExpoPushMessages> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const found = (this.byToken.get(token) ?? []).filter((m) => m.seq > after);
      const remaining = deadline - Date.now();
      if (found.length > 0 || remaining <= 0 || signal?.aborted) {
        return { messages: found, cursor: this.seq };
      }
      await this.nextMessage(remaining, signal);
    }
  }

  /** Ends every wait now (the server closes). */
  wake(): void {
    for (const wake of [...this.waiters]) wake();
  }

  private nextMessage(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiters.add(done);
      signal?.addEventListener('abort', done, { once: true });
    });
  }
}
