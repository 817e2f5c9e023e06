import type { PushPayload } from '@dama/contract';

/**
 * One push to all of a member's devices for one notification (issue 25). `notBefore` holds it
 * until then (the member's quiet hours); null sends now.
 */
export interface PushOrder {
  memberId: number;
  notificationId: number;
  payload: PushPayload;
  notBefore: Date | null;
}

/**
 * The seam between the notification centre (which decides what is pushed, to whom and when) and
 * the push module (which delivers it to the member's devices once, through the outbox). Call it
 * after the notification's transaction has committed.
 */
export interface PushSender {
  send(orders: readonly PushOrder[]): Promise<void>;
}
