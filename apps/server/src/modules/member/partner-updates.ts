import type { FastifyBaseLogger } from 'fastify';
import type { MemberEvents } from '../../platform/realtime/member-events';
import type { CoupleService } from '../couple';
import type { MemberRepository } from './repository';

/**
 * Tells the partner's phones that the member changed their nickname or the couple's date
 * (`partner_updated`, a contract extension of issue 13), after the change is stored. A member
 * with no partner tells no one. A failed send is logged, never thrown: the change stands, and the
 * partner sees it on the next read.
 */
export class PartnerUpdates {
  constructor(
    private readonly couples: CoupleService,
    private readonly repo: MemberRepository,
    private readonly events: MemberEvents,
    private readonly log: FastifyBaseLogger,
  ) {}

  async announce(memberId: number): Promise<void> {
    try {
      const couple = await this.couples.active(memberId);
      if (!couple) return;
      const member = await this.repo.findAlive(memberId);
      await this.events.publish(couple.partnerId, 'partner_updated', {
        coupleId: couple.coupleId,
        nickname: member?.nickname ?? null,
        startLoveDate: couple.startLoveDate,
      });
    } catch (error) {
      this.log.warn({ err: error, memberId }, 'partner_updated not delivered');
    }
  }
}
