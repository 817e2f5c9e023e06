import type { Partner } from '@dama/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { CoupleRow } from './schema';
import type { Tx } from '../../platform/db/tx';
import { AppError } from '../../platform/errors';
import { consumeAttempt, type AttemptLimiter } from '../../platform/limits/attempt-limiter';
import { transactionWithOutbox, type Outbox } from '../../platform/outbox';
import type { NotificationService } from '../notification';
import type { MemberEvents } from '../../platform/realtime/member-events';
import type { CoupleHooks } from './hooks';
import type { LoveTypeService } from '../love-type';
import {
  partnerIdOf,
  type CoupleMember,
  type CoupleRepository,
  type DueCouple,
} from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** An ended couple can come back (same row, its data) for this long; then the purge job erases it. */
export const COUPLE_RECOVERY_MS = 30 * DAY_MS;
/** Link attempts per member (DESIGN 16): 10 per 10 minutes. */
export const LINK_ATTEMPTS = { max: 10, windowMs: 10 * 60 * 1000 } as const;

/** What the member module needs for D-day and partner-aware answers. */
export interface ActiveCouple {
  coupleId: number;
  partnerId: number;
  startLoveDate: string | null;
  isStartLoveDateUpdated: boolean;
}

/** What the couple module reads of a member's test result (the love-type module's face). */
type LoveTypeLookup = Pick<LoveTypeService, 'resultOf'>;
export class CoupleService {
  constructor(
    private readonly repo: CoupleRepository,
    private readonly notifications: NotificationService,
    private readonly hooks: CoupleHooks,
    private readonly limiter: AttemptLimiter,
    private readonly log: FastifyBaseLogger,
    private readonly now: Clock,
    private readonly loveTypes: LoveTypeLookup,
    private readonly events: MemberEvents,
  ) {}

  /**
   * POST /couples. Checks in the contract's order: (format: the schema), own code 40011, caller
   * already linked 40007, no owner 40002, owner already linked 40006; then links or recovers.
   */
  async link(callerId: number, code: string): Promise<{ coupleId: number }> {
    await consumeAttempt(this.limiter, `couple-link:${callerId}`, LINK_ATTEMPTS);
    return transactionWithOutbox(this.repo.db, async (tx, outbox) => {
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
      const now = this.now();
      const { couple, recovered } = await this.linkPair(tx, caller, owner, now);
      await this.notifications.createCoupleNotice(tx, outbox, {
        memberId: owner.id,
        type: 'COUPLE_CONNECTED',
        coupleId: couple.id,
        partnerNickname: caller.nickname,
      });
      await this.hooks.runLinked({
        tx,
        outbox,
        coupleId: couple.id,
        memberIds: memberIdsOf(couple),
        at: now,
        linkedBy: callerId,
        recovered,
      });
      return { coupleId: couple.id };
    });
  }

  /** The pair's couple that ended less than 30 days ago comes back; otherwise a new one. */
  private async linkPair(
    tx: Tx,
    caller: CoupleMember,
    owner: CoupleMember,
    now: Date,
  ): Promise<{ couple: CoupleRow; recovered: boolean }> {
    const previous = await this.repo.recoverable(
      tx,
      caller.id,
      owner.id,
      new Date(now.getTime() - COUPLE_RECOVERY_MS),
    );
    if (previous) {
      await this.repo.reopen(tx, previous.id, now);
      this.log.info({ coupleId: previous.id }, 'couple recovered');
      return { couple: { ...previous, endedAt: null, linkedAt: now }, recovered: true };
    }
    const startLoveDate = owner.startLoveDate ?? caller.startLoveDate;
    const couple = await this.repo.insert(tx, caller.id, owner.id, startLoveDate, now);
    return { couple, recovered: false };
  }

  /** DELETE /couples: ends the caller's couple for both. */
  async unlink(memberId: number): Promise<void> {
    await transactionWithOutbox(this.repo.db, async (tx, outbox) => {
      if (!(await this.endWithin(tx, outbox, memberId, 'unlink'))) {
        throw new AppError('NOT_COUPLE_MEMBER');
      }
    });
  }

  /**
   * Withdrawal's part (inside the member module's withdrawal transaction, which has locked the
   * member's row): ends the member's couple, tells the partner, and erases it at once together
   * with every couple of the member that ended earlier (a withdrawn member never relinks, so
   * nothing can come back); the member's invite code goes too. Events to send after commit go
   * to `outbox`.
   */
  async leaveForWithdrawal(tx: Tx, outbox: Outbox, memberId: number): Promise<void> {
    await this.endWithin(tx, outbox, memberId, 'withdrawal');
    await this.repo.clearInviteCode(tx, memberId);
    const purged = await this.repo.purgeEndedOf(tx, memberId);
    if (purged > 0) this.log.info({ count: purged }, 'ended couples of a withdrawn member purged');
  }

  /**
   * Ends the member's active couple: both rows locked, the couple ended, both members get new
   * invite codes, the partner a COUPLE_DISCONNECTED notification, then the `ended` hooks run
   * (the member module's keeps the couple's date as each member's own, DESIGN 7). False when not
   * linked.
   */
  private async endWithin(
    tx: Tx,
    outbox: Outbox,
    memberId: number,
    reason: 'unlink' | 'withdrawal',
  ): Promise<boolean> {
    const seen = await this.repo.activeCoupleOf(memberId, tx);
    if (!seen) return false;
    const locked = await this.repo.lockMembers(tx, [seen.memberAId, seen.memberBId]);
    // Under the lock, the couple may already have ended (a concurrent unlink).
    const couple = await this.repo.activeCoupleOf(memberId, tx);
    if (!couple) return false;
    const now = this.now();
    const leaver = locked.find((m) => m.id === memberId);
    const partnerId = partnerIdOf(couple, memberId);
    await this.repo.end(tx, couple.id, now);
    await this.repo.issueInviteCode(tx, partnerId);
    // On withdrawal the member's code goes with the row, and leaveForWithdrawal erases the couple.
    if (reason === 'unlink') await this.repo.issueInviteCode(tx, memberId);
    await this.notifications.createCoupleNotice(tx, outbox, {
      memberId: partnerId,
      type: 'COUPLE_DISCONNECTED',
      coupleId: couple.id,
      partnerNickname: leaver?.nickname ?? null,
      reason: reason === 'unlink' ? 'UNLINK' : 'WITHDRAWAL',
    });
    await this.hooks.runEnded({
      tx,
      outbox,
      coupleId: couple.id,
      memberIds: memberIdsOf(couple),
      at: now,
      endedBy: memberId,
      reason,
      startLoveDate: couple.startLoveDate,
    });
    this.log.info({ coupleId: couple.id, reason }, 'couple ended');
    return true;
  }

  /** True while the member has a partner (the `couple` auth level). */
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

  /**
   * Sign-up, inside the transaction that creates the member (auth's): the member's first invite
   * code. Codes are this module's; no other module writes `members.invite_code`.
   */
  issueInviteCode(tx: Tx, memberId: number): Promise<void> {
    return this.repo.issueInviteCode(tx, memberId);
  }

  /** The member's invite code (40401 for a withdrawn member, or one without a code). */
  async inviteCodeOf(memberId: number): Promise<string> {
    const member = await this.repo.member(memberId);
    if (!member?.inviteCode) throw new AppError('NO_SUCH_MEMBER');
    return member.inviteCode;
  }

  /** GET /members/partner. */
  async partner(memberId: number): Promise<Partner> {
    const couple = await this.active(memberId);
    if (!couple) throw new AppError('NOT_COUPLE_MEMBER');
    // Asked together, the partner's row is read once for both (decision 0079).
    const [partner, loveType] = await Promise.all([
      this.repo.member(couple.partnerId),
      this.loveTypes.resultOf(couple.partnerId),
    ]);
    if (!partner) throw new AppError('NOT_COUPLE_MEMBER');
    return {
      memberState: 'ALIVE',
      nickname: partner.nickname,
      loveTypeCategory: loveType.loveTypeCategory,
      anxietyRate: loveType.anxietyRate,
      avoidanceRate: loveType.avoidanceRate,
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

  /**
   * PUT /couples/question-time (either partner): the couple's time, and the partner hears
   * `question_time_changed` once it is stored. 40301 when the caller has no partner.
   */
  async setQuestionTime(memberId: number, questionTime: string): Promise<{ questionTime: string }> {
    return transactionWithOutbox(this.repo.db, async (tx, outbox) => {
      const couple = await this.repo.activeCoupleOf(memberId, tx);
      if (!couple || !(await this.repo.setQuestionTime(tx, couple.id, questionTime))) {
        throw new AppError('NOT_COUPLE_MEMBER');
      }
      const partnerId = partnerIdOf(couple, memberId);
      outbox.add(async () => {
        try {
          await this.events.publish(partnerId, 'question_time_changed', {
            coupleId: couple.id,
            questionTime,
          });
        } catch (error) {
          // The time stands; the partner reads it in the settings.
          this.log.warn({ err: error, coupleId: couple.id }, 'question_time_changed not delivered');
        }
      });
      return { questionTime };
    });
  }

  /** The question time of the member's couple (null without a partner). */
  async questionTimeOf(memberId: number): Promise<string | null> {
    return (await this.repo.activeCoupleOf(memberId))?.questionTime ?? null;
  }

  /** The linked couples whose question time is one of `times` (`HH:MM`, the job's minutes). */
  dueAtQuestionTime(times: readonly string[]): Promise<DueCouple[]> {
    return this.repo.dueAt(times);
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

function memberIdsOf(couple: CoupleRow): readonly [number, number] {
  return [couple.memberAId, couple.memberBId];
}
