import type { CoupleEndReason, NotificationKind, NotificationTarget } from '@dama/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Tx } from '../../platform/db/tx';
import { transactionWithOutbox, type Outbox } from '../../platform/outbox';
import type { PushOrder, PushSender } from '../../platform/push';
import type { MemberEvents } from '../../platform/realtime/member-events';
import { pushNotBefore } from './quiet-hours';
import type { NotificationRepository, NewRow } from './repository';
import type { NotificationPayload, NotificationRow } from './schema';
import { centreSince, itemOf, settingsView } from './views';

/** Live events published at once after a fan-out (each is a bus message, a durable one a row). */
const PUBLISH_CONCURRENCY = 50;

export interface CoupleNotice {
  /** Who is told. */
  memberId: number;
  type: 'COUPLE_CONNECTED' | 'COUPLE_DISCONNECTED';
  coupleId: number;
  /** The other member's nickname (the one who linked or left). */
  partnerNickname: string | null;
  /** COUPLE_DISCONNECTED: the partner unlinked, or withdrew (decision 0057). */
  reason?: CoupleEndReason;
}

/** A notification another module asks for (the couple notices have `createCoupleNotice`). */
export interface NewNotification {
  /** Who is told. */
  memberId: number;
  kind: Exclude<NotificationKind, 'COUPLE_CONNECTED' | 'COUPLE_DISCONNECTED'>;
  target: NotificationTarget;
  /** The member the text names (the partner); their nickname is read when the row is made. */
  aboutMemberId?: number;
  /** PARTNER_ANSWERED: the recipient had answered already. */
  bothAnswered?: boolean;
  /** ANNIVERSARY_SOON: the yearly anniversary's number (absent for a 100-day step). */
  anniversaryYears?: number;
  /**
   * Makes the notification exist once: a second one with the same key (also at the same time,
   * on another instance) is not made, nor announced, nor pushed.
   */
  dedupeKey?: string;
}

export interface NotifyOptions {
  /**
   * A job's fan-out to many members: the live `notification_created` is relayed to the streams
   * open now but not kept for replay (the centre's count is read again on the next open), so
   * 10 000 members due at once are not 10 000 stored events.
   */
  bulk?: boolean;
}

/**
 * Makes notifications (decision 0059): every one is a row, then (after its transaction commits)
 * a live `notification_created` with the member's unread count and a push order through the
 * `PushSender` seam, unless the member switched its kind off; a push that falls in the member's
 * quiet hours waits for their end. The `NotificationService` is its face to other modules.
 */
export class Notifier {
  constructor(
    private readonly repo: NotificationRepository,
    private readonly events: MemberEvents,
    private readonly push: PushSender,
    private readonly log: FastifyBaseLogger,
    private readonly now: Clock,
  ) {}

  /**
   * Stores the notice inside `tx` and puts its live events in `outbox` (sent once `tx` has
   * committed): CONTRACT's `couple_connected` / `couple_disconnected`, then the centre's
   * `notification_created` and the push. A failed send is logged, never thrown, because the row
   * already guarantees the member sees it on the next start. Returns the notification's id.
   */
  async createCoupleNotice(tx: Tx, outbox: Outbox, notice: CoupleNotice): Promise<number> {
    const payload: NotificationPayload = {
      coupleId: notice.coupleId,
      partnerNickname: notice.partnerNickname,
      ...(notice.reason ? { reason: notice.reason } : {}),
    };
    const [row] = await this.repo.insertMany(
      [
        {
          memberId: notice.memberId,
          type: notice.type,
          payload,
          target: { coupleId: notice.coupleId },
          dedupeKey: null,
          createdAt: this.now(),
        },
      ],
      tx,
    );
    if (!row) throw new Error('notification insert returned nothing');
    const notificationId = row.id;
    const publish =
      notice.type === 'COUPLE_CONNECTED'
        ? () =>
            this.events.publish(notice.memberId, 'couple_connected', {
              coupleId: notice.coupleId,
              notificationId,
              partnerNickname: notice.partnerNickname,
            })
        : () =>
            this.events.publish(notice.memberId, 'couple_disconnected', {
              coupleId: notice.coupleId,
              notificationId,
              ...(notice.reason ? { reason: notice.reason } : {}),
            });
    outbox.add(async () => {
      try {
        await publish();
      } catch (error) {
        this.log.warn(
          { err: error, memberId: notice.memberId, notificationId },
          'live event not delivered; the notification stays pending',
        );
      }
    });
    outbox.add(() => this.announce([row], {}));
    return notificationId;
  }

  /**
   * Stores the notifications inside `tx` (those whose `dedupeKey` exists already are skipped)
   * and, once `tx` has committed, announces them (live event and push). Returns the ids made.
   */
  async notifyWithin(
    tx: Tx,
    outbox: Outbox,
    items: readonly NewNotification[],
    options: NotifyOptions = {},
  ): Promise<number[]> {
    if (items.length === 0) return [];
    const rows = await this.repo.insertMany(await this.rowsOf(items, tx), tx);
    if (rows.length > 0) outbox.add(() => this.announce(rows, options));
    return rows.map((row) => row.id);
  }

  /** `notifyWithin` in a transaction of its own. */
  notify(items: readonly NewNotification[], options: NotifyOptions = {}): Promise<number[]> {
    return transactionWithOutbox(this.repo.db, (tx, outbox) =>
      this.notifyWithin(tx, outbox, items, options),
    );
  }

  private async rowsOf(items: readonly NewNotification[], tx: Tx): Promise<NewRow[]> {
    const about = items.flatMap((item) =>
      item.aboutMemberId === undefined ? [] : [item.aboutMemberId],
    );
    const nicknames = await this.repo.nicknames(about, tx);
    const createdAt = this.now();
    return items.map((item) => ({
      memberId: item.memberId,
      type: item.kind,
      payload: {
        partnerNickname:
          item.aboutMemberId === undefined ? null : (nicknames.get(item.aboutMemberId) ?? null),
        ...(item.bothAnswered ? { bothAnswered: true } : {}),
        ...(item.anniversaryYears ? { anniversaryYears: item.anniversaryYears } : {}),
      },
      target: item.target,
      dedupeKey: item.dedupeKey ?? null,
      createdAt,
    }));
  }

  /**
   * After commit: each member's `notification_created` with their unread count, then one push
   * call with the orders of the kinds the members keep on, held to the end of their quiet hours.
   * Failures are logged (ids and counts only), never thrown: the rows stand.
   */
  private async announce(made: readonly NotificationRow[], options: NotifyOptions): Promise<void> {
    const memberIds = made.map((row) => row.memberId);
    const now = this.now();
    try {
      const counts = await this.repo.unreadCounts(memberIds, centreSince(now));
      const durable = !options.bulk;
      for (let i = 0; i < made.length; i += PUBLISH_CONCURRENCY) {
        await Promise.all(
          made.slice(i, i + PUBLISH_CONCURRENCY).map((row) =>
            this.events
              .publish(
                row.memberId,
                'notification_created',
                { notification: itemOf(row), unreadCount: counts.get(row.memberId) ?? 0 },
                { durable },
              )
              .catch((error: unknown) => {
                this.log.warn(
                  { err: error, memberId: row.memberId, notificationId: row.id },
                  'notification_created not delivered',
                );
              }),
          ),
        );
      }
    } catch (error) {
      this.log.warn({ err: error, count: made.length }, 'notification_created not sent');
    }
    try {
      const orders = await this.pushOrders(made, now);
      if (orders.length > 0) await this.push.send(orders);
    } catch (error) {
      this.log.warn(
        { type: error instanceof Error ? error.name : typeof error, count: made.length },
        'push orders not handed over',
      );
    }
  }

  /** The push orders for the rows: switched-off kinds left out, quiet hours applied. */
  private async pushOrders(made: readonly NotificationRow[], now: Date): Promise<PushOrder[]> {
    const settings = await this.repo.settingsOf(made.map((row) => row.memberId));
    const orders: PushOrder[] = [];
    for (const row of made) {
      const own = settingsView(settings.get(row.memberId));
      if (!own.kinds[row.type]) continue;
      const { title, body, link } = itemOf(row);
      orders.push({
        memberId: row.memberId,
        notificationId: row.id,
        payload: { notificationId: row.id, kind: row.type, title, body, link },
        notBefore: pushNotBefore(now, own.quietHours),
      });
    }
    return orders;
  }
}
