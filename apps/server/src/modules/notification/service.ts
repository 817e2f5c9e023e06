import { toKoreanIso, type CoupleEndReason, type Notification } from '@dama/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Tx } from '../../platform/db/tx';
import { AppError } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import type { MemberEvents } from '../../platform/realtime/member-events';
import type { NotificationRepository } from './repository';

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

/**
 * Couple notifications (DESIGN 10): every couple event is a notification row AND a live event
 * that carries its id, so the app shows it once whether it heard it live or from the pending list.
 */
export class NotificationService {
  constructor(
    private readonly repo: NotificationRepository,
    private readonly events: MemberEvents,
    private readonly log: FastifyBaseLogger,
    private readonly now: Clock,
  ) {}

  /**
   * Stores the notice inside `tx` and puts its live event in `outbox` (sent once `tx` has
   * committed): a failed send is logged, never thrown, because the row already guarantees the
   * member sees it on the next start. Returns the notification's id.
   */
  async createCoupleNotice(tx: Tx, outbox: Outbox, notice: CoupleNotice): Promise<number> {
    const payload = {
      coupleId: notice.coupleId,
      partnerNickname: notice.partnerNickname,
      ...(notice.reason ? { reason: notice.reason } : {}),
    };
    const notificationId = await this.repo.insert(
      { memberId: notice.memberId, type: notice.type, payload, createdAt: this.now() },
      tx,
    );
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
    return notificationId;
  }

  /** Withdrawal: the member's notifications go. */
  async eraseOf(tx: Tx, memberId: number): Promise<void> {
    await this.repo.deleteOf(tx, memberId);
  }

  async pending(memberId: number): Promise<Notification[]> {
    const rows = await this.repo.pending(memberId);
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      state: 'PENDING' as const,
      payload: {
        coupleId: row.payload.coupleId,
        partnerNickname: row.payload.partnerNickname,
        ...(row.payload.reason ? { reason: row.payload.reason } : {}),
      },
      createdAt: toKoreanIso(row.createdAt),
    }));
  }

  /** 40302 when any id is not the caller's (nothing changes then). */
  async markRead(memberId: number, ids: readonly number[]): Promise<void> {
    if (!(await this.repo.markRead(memberId, ids, this.now()))) {
      throw new AppError('MEMBER_ACCESS_DENIED');
    }
  }
}
