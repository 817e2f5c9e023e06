import type { PushPayload } from '@dama/contract';
import webpush from 'web-push';
import type { VapidKeys } from '../../platform/config';
import { isUrgent, outcomeOfStatus, PUSH_TTL_SECONDS, type PushOutcome } from './outcome';

/** A Push API subscription as the browser gives it (RFC 8030 endpoint, RFC 8291 keys). */
export interface WebPushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A VAPID `Authorization` header is signed for 12 hours and reused for one. */
const VAPID_LIFETIME_S = 12 * 60 * 60;
const VAPID_REUSE_MS = 60 * 60 * 1000;

/**
 * Web Push (decision 0060). The `web-push` library writes the request — the payload encrypted
 * with aes128gcm for the subscription's keys (RFC 8291) and the VAPID JWT (RFC 8292) — and we
 * send it with fetch: its own sender speaks https only and keeps no connections; fetch reuses
 * them and takes a time-out. The VAPID header of each push service's origin is signed once an
 * hour, not once a push.
 */
export class WebPushClient {
  private readonly vapidHeaders = new Map<string, { header: string; until: number }>();

  constructor(
    private readonly vapid: VapidKeys,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(target: WebPushTarget, payload: PushPayload): Promise<PushOutcome> {
    let request: webpush.RequestDetails;
    try {
      request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: target.keys },
        JSON.stringify(payload),
        {
          // Our own VAPID header (no global vapidDetails is ever set).
          headers: { Authorization: this.authorization(target.endpoint) },
          TTL: PUSH_TTL_SECONDS,
          urgency: isUrgent(payload.kind) ? 'high' : 'normal',
          // A push service keeps only the latest push of a topic for a device that is off: the
          // same notification twice can never be shown twice.
          topic: `n${payload.notificationId}`,
          contentEncoding: 'aes128gcm',
        },
      );
    } catch {
      // A subscription whose keys are not a P-256 point and a 16-byte secret cannot be used.
      return { kind: 'rejected', reason: 'bad subscription keys' };
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
    try {
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      return outcomeOfStatus(response.status);
    } catch (error) {
      const name = (error as { name?: string }).name;
      return { kind: 'retry', reason: name === 'TimeoutError' ? 'timeout' : 'no answer' };
    }
  }

  private authorization(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const cached = this.vapidHeaders.get(audience);
    if (cached && cached.until > now) return cached.header;
    const { Authorization } = webpush.getVapidHeaders(
      audience,
      this.vapid.subject,
      this.vapid.publicKey,
      this.vapid.privateKey,
      'aes128gcm',
      Math.floor(now / 1000) + VAPID_LIFETIME_S,
    );
    this.vapidHeaders.set(audience, { header: Authorization, until: now + VAPID_REUSE_MS });
    return Authorization;
  }
}
