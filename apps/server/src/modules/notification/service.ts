import {
  DEFAULT_QUIET_HOURS,
  NOTIFICATION_CENTRE_DAYS,
  NotificationKind,
  notificationLink,
  toKoreanIso,
  type CoupleEndReason,
  type KindSwitches,
  type Notification,
  type NotificationItem,
  type NotificationSettings,
  type NotificationTarget,
  type QuietHours,
} from '@dama/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Tx } from '../../platform/db/tx';
import { AppError } from '../../platform/errors';
import { transactionWithOutbox, type Outbox } from '../../platform/outbox';
import type { PushOrder, PushSender } from '../../platform/push';
import type { MemberEvents } from '../../platform/realtime/member-events';
import { notificationText } from './copy';
import { pushNotBefore } from './quiet-hours';
import type { NotificationRepository, NewRow } from './repository';
import type { NotificationPayload, NotificationRow, NotificationSettingsRow } from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const CENTRE_MS = NOTIFICATION_CENTRE_DAYS * DAY_MS;
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

/** The couple's question time of a member's couple (null without a partner). */
export type QuestionTimeLookup = (memberId: number) => Promise<string | null>;

/**
 * Notifications (DESIGN 10, issue 25, decision 0059): the couple notices of the pending list and
 * the centre's other kinds, one row and one read state for both. Every notification is a row,
 * then (after its transaction commits) a live `notification_created` with the member's unread
 * count and a push order through the `PushSender` seam, unless the member switched its kind off;
 * a push that falls in the member's quiet hours waits for their end. Nothing here writes the
 * text of an answer or a chat, nor logs a title or body.
 */
export class NotificationService {
  constructor(
    private readonly repo: NotificationRepository,
    private readonly events: MemberEvents,
    private readonly push: PushSender,
    private readonly questionTimeOf: QuestionTimeLookup,
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
      const counts = await this.repo.unreadCounts(memberIds, this.since(now));
      const durable = !options.bulk;
      for (let i = 0; i < made.length; i += PUBLISH_CONCURRENCY) {
        await Promise.all(
          made.slice(i, i + PUBLISH_CONCURRENCY).map((row) =>
            this.events
              .publish(
                row.memberId,
                'notification_created',
                { notification: this.itemOf(row), unreadCount: counts.get(row.memberId) ?? 0 },
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
      const { title, body, link } = this.itemOf(row);
      orders.push({
        memberId: row.memberId,
        notificationId: row.id,
        payload: { notificationId: row.id, kind: row.type, title, body, link },
        notBefore: pushNotBefore(now, own.quietHours),
      });
    }
    return orders;
  }

  /** Withdrawal: the member's notifications and settings go. */
  async eraseOf(tx: Tx, memberId: number): Promise<void> {
    await this.repo.deleteOf(tx, memberId);
  }

  /** CONTRACT 4.2's pending list: only the couple kinds, in their original shape. */
  async pending(memberId: number): Promise<Notification[]> {
    const rows = await this.repo.pending(memberId);
    return rows.map((row) => ({
      id: row.id,
      type: row.type as Notification['type'],
      state: 'PENDING' as const,
      payload: {
        coupleId: row.payload.coupleId ?? row.target.coupleId ?? 0,
        partnerNickname: row.payload.partnerNickname,
        ...(row.payload.reason ? { reason: row.payload.reason } : {}),
      },
      createdAt: toKoreanIso(row.createdAt),
    }));
  }

  /** PATCH pending: 40302 when any id is not the caller's (nothing changes then). */
  async markRead(memberId: number, ids: readonly number[]): Promise<void> {
    await this.markCentreRead(memberId, ids);
  }

  /** The centre: the last 30 days, newest first. */
  async list(
    memberId: number,
    page: number,
    size: number,
  ): Promise<{ list: NotificationItem[]; totalCount: number }> {
    const { rows, totalCount } = await this.repo.page(memberId, this.since(this.now()), page, size);
    return { list: rows.map((row) => this.itemOf(row)), totalCount };
  }

  async unreadCount(memberId: number): Promise<number> {
    const counts = await this.repo.unreadCounts([memberId], this.since(this.now()));
    return counts.get(memberId) ?? 0;
  }

  /**
   * Marks the caller's notifications read (the centre's and the pending list's are the same
   * rows): 40302 when any id is not the caller's, and nothing changes. The member's other
   * devices hear `notifications_read` with the new count.
   */
  async markCentreRead(memberId: number, ids: readonly number[]): Promise<number> {
    if (!(await this.repo.markRead(memberId, ids, this.now()))) {
      throw new AppError('MEMBER_ACCESS_DENIED');
    }
    return this.afterRead(memberId);
  }

  async markAllRead(memberId: number): Promise<number> {
    await this.repo.markAllRead(memberId, this.now());
    return this.afterRead(memberId);
  }

  private async afterRead(memberId: number): Promise<number> {
    const unreadCount = await this.unreadCount(memberId);
    try {
      await this.events.publish(memberId, 'notifications_read', { unreadCount });
    } catch (error) {
      this.log.warn({ err: error, memberId }, 'notifications_read not delivered');
    }
    return unreadCount;
  }

  async settings(memberId: number): Promise<NotificationSettings> {
    const stored = await this.repo.settingsOf([memberId]);
    return {
      ...settingsView(stored.get(memberId)),
      questionTime: await this.questionTimeOf(memberId),
    };
  }

  /** PATCH settings: 40000 for a body that names nothing to change (a wrong body, not a no-op). */
  async updateSettings(
    memberId: number,
    change: { kinds?: Partial<KindSwitches>; quietHours?: QuietHours },
  ): Promise<NotificationSettings> {
    if (change.kinds === undefined && change.quietHours === undefined) {
      throw new AppError('BAD_REQUEST', '바꿀 알림 설정을 보내 주세요.');
    }
    const stored = (await this.repo.settingsOf([memberId])).get(memberId);
    const current = settingsView(stored);
    await this.repo.saveSettings(
      memberId,
      {
        kinds: { ...(stored?.kinds ?? {}), ...change.kinds },
        quietHours: change.quietHours ?? current.quietHours,
      },
      this.now(),
    );
    return this.settings(memberId);
  }

  /** One entry of the centre. */
  private itemOf(row: NotificationRow): NotificationItem {
    const target: NotificationTarget =
      row.payload.coupleId !== undefined && row.target.coupleId === undefined
        ? { ...row.target, coupleId: row.payload.coupleId }
        : row.target;
    return {
      id: row.id,
      kind: row.type,
      ...notificationText(row.type, row.payload, target),
      link: notificationLink(row.type, target),
      target,
      isRead: row.state === 'READ',
      createdAt: toKoreanIso(row.createdAt),
    };
  }

  private since(now: Date): Date {
    return new Date(now.getTime() - CENTRE_MS);
  }
}

/** A member's settings with the defaults filled in (no row: every kind on, 23:00–08:00). */
function settingsView(
  row: NotificationSettingsRow | undefined,
): Omit<NotificationSettings, 'questionTime'> {
  const kinds = Object.fromEntries(
    NotificationKind.options.map((kind) => [kind, row?.kinds[kind] ?? true]),
  ) as KindSwitches;
  const quietHours: QuietHours = row
    ? { enabled: row.quietEnabled, start: row.quietStart, end: row.quietEnd }
    : { ...DEFAULT_QUIET_HOURS };
  return { kinds, quietHours };
}
