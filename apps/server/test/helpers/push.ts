import type { PushOrder, PushSender } from '../../src/platform/push';

/** A PushSender that keeps every order it is handed (and every call's size). */
export class RecordingPush implements PushSender {
  readonly orders: PushOrder[] = [];
  readonly calls: number[] = [];

  send(orders: readonly PushOrder[]): Promise<void> {
    this.calls.push(orders.length);
    this.orders.push(...orders);
    return Promise.resolve();
  }

  /** The orders for one member, oldest first. */
  of(memberId: number): PushOrder[] {
    return this.orders.filter((order) => order.memberId === memberId);
  }

  clear(): void {
    this.orders.length = 0;
    this.calls.length = 0;
  }
}
