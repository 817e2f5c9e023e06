import {
  toKoreanIso,
  type KindSwitches,
  type Notification,
  type NotificationItem,
  type NotificationSettings,
  type QuietHours,
} from '@dama/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Tx } from '../../platform/db/tx';
import { AppError } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import type { PushSender } from '../../platform/push';
import type { MemberEvents } from '../../platform/realtime/member-events';
import { Notifier, type CoupleNotice, type NewNotification, type NotifyOptions } from './notifier';
import type { NotificationRepository } from './repository';
import { centreSince, itemOf, settingsView } from './views';

/** The couple's question time of a member's couple (null without a partner). */
export type QuestionTimeLookup = (memberId: number) => Promise<string | null>;

/**
 * Notifications (DESIGN 10, issue 25, decision 0059): the couple notices of the pending list and
 * the centre's other kinds, one row and one read state for both. The module's face: other
 * modules make notifications through it (`createCoupleNotice`, `notify`, `notifyWithin`; the
 * work is `notifier.ts`'s: the row, then after commit the live event and the push order), and
 * the centre's reads, read marks and settings are here. Nothing here writes the text of an
 * answer or a chat, nor logs a title or body.
 */
export class NotificationService {
  private readonly notifier: Notifier;

  constructor(
    private readonly repo: NotificationRepository,
    private readonly events: MemberEvents,
    push: PushSender,
    private readonly questionTimeOf: QuestionTimeLookup,
    private readonly log: FastifyBaseLogger,
    private readonly now: Clock,
  ) {
    this.notifier = new Notifier(repo, events, push, log, now);
  }

  /**
   * Stores the couple notice inside `tx`; once `tx` has committed, CONTRACT's
   * `couple_connected` / `couple_disconnected`, then `notification_created` and the push
   * (`notifier.ts`). Returns the notification's id.
   */
  createCoupleNotice(tx: Tx, outbox: Outbox, notice: CoupleNotice): Promise<number> {
    return this.notifier.createCoupleNotice(tx, outbox, notice);
  }

  /**
   * Stores the notifications inside `tx` (those whose `dedupeKey` exists already are skipped)
   * and, once `tx` has committed, announces them (live event and push). Returns the ids made.
   */
  notifyWithin(
    tx: Tx,
    outbox: Outbox,
    items: readonly NewNotification[],
    options: NotifyOptions = {},
  ): Promise<number[]> {
    return this.notifier.notifyWithin(tx, outbox, items, options);
  }

  /** `notifyWithin` in a transaction of its own. */
  notify(items: readonly NewNotification[], options: NotifyOptions = {}): Promise<number[]> {
    return this.notifier.notify(items, options);
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
    const { rows, totalCount } = await this.repo.page(
      memberId,
      centreSince(this.now()),
      page,
      size,
    );
    return { list: rows.map((row) => itemOf(row)), totalCount };
  }

  async unreadCount(memberId: number): Promise<number> {
    const counts = await this.repo.unreadCounts([memberId], centreSince(this.now()));
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
}
