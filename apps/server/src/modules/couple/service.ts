import type { Partner } from '@dama/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { CoupleRow } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import { consumeAttempt, type AttemptLimiter } from '../../platform/limits/attempt-limiter';
import type { NotificationService, PendingDelivery } from '../notification';
import { partnerIdOf, type CoupleMember, type CoupleRepository, type Tx } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An ended couple can come back (same row, its data) for this long; then the purge job erases it. */
export const COUPLE_RECOVERY_MS = 30 * DAY_MS;
/** Link attempts per member (DESIGN 16): 10 per 10 minutes. */
export const LINK_ATTEMPTS = { max: 10, windowMs: 10 * 60 * 1000 } as const;

/** Live events to send once the transaction that stored their notifications has committed. */
export class Outbox {
  constructor(private readonly deliveries: PendingDelivery[] = []) {}
  static readonly empty = new Outbox();
  async send(): Promise<void> {
    for (const delivery of this.deliveries) await delivery.send();
  }
}

/** What the member module needs for D-day and partner-aware answers. */
export interface ActiveCouple {
  coupleId: number;
  partnerId: number;
  startLoveDate: string | null;
  isStartLoveDateUpdated: boolean;
}

export class CoupleService {
  constructor(
    private readonly repo: CoupleRepository,
    private readonly notifications: NotificationService,
    private readonly limiter: AttemptLimiter,
    private readonly log: FastifyBaseLogger,
    private readonly now: Clock,
  ) {}

  private get db(): Db {
    return this.repo.db;
  }

  /**
   * POST /couples. Checks in the contract's order: (format: the schema), own code 40011, caller
   * already linked 40007, no owner 40002, owner already linked 40006; then links or recovers.
   */
  async link(callerId: number, code: string): Promise<{ coupleId: number }> {
    await consumeAttempt(this.limiter, `couple-link:${callerId}`, LINK_ATTEMPTS);
    const { coupleId, outbox } = await this.db.transaction(async (tx) => {
      const ownerId = await this.repo.ownerOfCode(code, tx);
      const locked = await this.repo.lockMembers(tx, ownerId ? [callerId, ownerId] : [callerId]);
      const caller = locked.find((m) => m.id === callerId);
      if (!caller || caller.state === 'DELETED') throw new AppError('NO_SUCH_MEMBER');
      if (caller.inviteCode === code) throw new AppError('NOT_VALID_COUPLE_CODE');
      if (await this.repo.activeCoupleOf(callerId, tx))
        throw new AppError('ALREADY_COUPLED_MEMBER');
      // Re-read under the lock: the owner may have withdrawn or got a new code meanwhile.
      const owner = locked.find((m) => m.id === ownerId);
      if (!owner || owner.state === 'DELETED' || owner.inviteCode !== code) {
        throw new AppError('NO_SUCH_COUPLE_CODE');
      }
      if (await this.repo.activeCoupleOf(owner.id, tx)) throw new AppError('USED_COUPLE_CODE');
      const couple = await this.linkPair(tx, caller, owner);
      const delivery = await this.notifications.createCoupleNotice(tx, {
        memberId: owner.id,
        type: 'COUPLE_CONNECTED',
        coupleId: couple.id,
        partnerNickname: caller.nickname,
      });
      return { coupleId: couple.id, outbox: new Outbox([delivery]) };
    });
    await outbox.send();
    return { coupleId };
  }

  /** The pair's couple that ended less than 30 days ago comes back; otherwise a new one. */
  private async linkPair(tx: Tx, caller: CoupleMember, owner: CoupleMember): Promise<CoupleRow> {
    const now = this.now();
    const previous = await this.repo.recoverable(
      tx,
      caller.id,
      owner.id,
      new Date(now.getTime() - COUPLE_RECOVERY_MS),
    );
    if (previous) {
      await this.repo.reopen(tx, previous.id, now);
      this.log.info({ coupleId: previous.id }, 'couple recovered');
      return { ...previous, endedAt: null, linkedAt: now };
    }
    const startLoveDate = owner.startLoveDate ?? caller.startLoveDate;
    return this.repo.insert(tx, caller.id, owner.id, startLoveDate, now);
  }

  /** DELETE /couples: ends the caller's couple for both. */
  async unlink(memberId: number): Promise<void> {
    const outbox = await this.db.transaction((tx) => this.endWithin(tx, memberId, 'unlink'));
    if (outbox === null) throw new AppError('NOT_COUPLE_MEMBER');
    await outbox.send();
  }

  /**
   * Withdrawal's part (inside the member module's withdrawal transaction, which has locked the
   * member's row): ends the member's couple, tells the partner, and erases it at once together
   * with every couple of the member that ended earlier (a withdrawn member never relinks, so
   * nothing can come back). Returns the events to send after commit (empty when not linked).
   */
  async leaveForWithdrawal(tx: Tx, memberId: number): Promise<Outbox> {
    const outbox = (await this.endWithin(tx, memberId, 'withdrawal')) ?? Outbox.empty;
    const purged = await this.repo.purgeEndedOf(tx, memberId);
    if (purged > 0) this.log.info({ count: purged }, 'ended couples of a withdrawn member purged');
    return outbox;
  }

  /**
   * Ends the member's active couple: both rows locked, the couple ended, both members get new
   * invite codes, the partner a COUPLE_DISCONNECTED notification. Null when not linked.
   */
  private async endWithin(
    tx: Tx,
    memberId: number,
    reason: 'unlink' | 'withdrawal',
  ): Promise<Outbox | null> {
    const seen = await this.repo.activeCoupleOf(memberId, tx);
    if (!seen) return null;
    const locked = await this.repo.lockMembers(tx, [seen.memberAId, seen.memberBId]);
    // Under the lock, the couple may already have ended (a concurrent unlink).
    const couple = await this.repo.activeCoupleOf(memberId, tx);
    if (!couple) return null;
    const now = this.now();
    const leaver = locked.find((m) => m.id === memberId);
    const partnerId = partnerIdOf(couple, memberId);
    await this.repo.end(tx, couple.id, now);
    await this.repo.renewInviteCode(tx, partnerId);
    // On withdrawal the member's code goes with the row, and leaveForWithdrawal erases the couple.
    if (reason === 'unlink') await this.repo.renewInviteCode(tx, memberId);
    const delivery = await this.notifications.createCoupleNotice(tx, {
      memberId: partnerId,
      type: 'COUPLE_DISCONNECTED',
      coupleId: couple.id,
      partnerNickname: leaver?.nickname ?? null,
    });
    this.log.info({ coupleId: couple.id, reason }, 'couple ended');
    return new Outbox([delivery]);
  }

  /** True while the member has a partner (the `couple` auth level). */
  hasPartner(memberId: number): Promise<boolean> {
    return this.repo.hasActiveCouple(memberId);
  }

  async active(memberId: number): Promise<ActiveCouple | null> {
    const couple = await this.repo.activeCoupleOf(memberId);
    if (!couple) return null;
    return {
      coupleId: couple.id,
      partnerId: partnerIdOf(couple, memberId),
      startLoveDate: couple.startLoveDate,
      isStartLoveDateUpdated: couple.isStartLoveDateUpdated,
    };
  }

  /** GET /members/partner. */
  async partner(memberId: number): Promise<Partner> {
    const couple = await this.active(memberId);
    const partner = couple ? await this.repo.member(couple.partnerId) : undefined;
    if (!couple || !partner) throw new AppError('NOT_COUPLE_MEMBER');
    return {
      memberState: 'ALIVE',
      nickname: partner.nickname,
      loveTypeCategory: partner.loveTypeCategory,
      anxietyRate: partner.anxietyRate,
      avoidanceRate: partner.avoidanceRate,
      startLoveDate: couple.startLoveDate,
      isStartLoveDateUpdated: couple.isStartLoveDateUpdated,
    };
  }

  /**
   * PATCH start-love-date while linked: the couple's date, for both. False when the couple
   * ended meanwhile (nothing written; the caller sets the member's own date instead).
   */
  setStartLoveDate(coupleId: number, startLoveDate: string): Promise<boolean> {
    return this.repo.setStartLoveDate(coupleId, startLoveDate);
  }

  /** The purge job: erases couples that ended 30 days ago or more (unless relinked since). */
  async purgeEnded(): Promise<number> {
    const count = await this.repo.purgeEndedBefore(
      new Date(this.now().getTime() - COUPLE_RECOVERY_MS),
    );
    if (count > 0) this.log.info({ count }, 'ended couples purged');
    return count;
  }
}
