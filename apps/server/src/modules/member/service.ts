import {
  startLoveDateError,
  todayInKorea,
  type DataOf,
  type Endpoints,
  type Member,
} from '@dama/contract';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { MemberHooks } from '../../platform/member-hooks';
import { unpagedList } from '../../platform/http/lists';
import type { AuthService } from '../auth';
import type { ChatModule } from '../chat';
import type { CoupleService } from '../couple';
import type { QuestionModule } from '../question';
import type { LoveTypeService } from '../love-type';
import type { Agreement, TermsRepository } from '../terms';
import type { CoreMember, MemberRepository } from './repository';
import type { PartnerUpdates } from './partner-updates';

/**
 * The modules that count a member's items for GET /members; the chat also opens the member's
 * first room once onboarding is done.
 */
export interface MemberCounted {
  chat: Pick<ChatModule, 'completedRoomCount' | 'openFirstRoom'>;
  questions: Pick<QuestionModule, 'bothAnsweredCount'>;
}

export class MemberService {
  constructor(
    private readonly repo: MemberRepository,
    private readonly terms: TermsRepository,
    private readonly auth: Pick<AuthService, 'emailOf'>,
    private readonly now: Clock,
    private readonly loveType: LoveTypeService,
    private readonly couples: CoupleService,
    private readonly hooks: MemberHooks,
    private readonly partnerUpdates: PartnerUpdates,
    private readonly counted: MemberCounted,
  ) {}

  private async member(memberId: number): Promise<CoreMember> {
    const row = await this.repo.findAlive(memberId);
    if (!row) throw new AppError('NO_SUCH_MEMBER');
    return row;
  }

  async get(memberId: number): Promise<Member> {
    const [m, email, couple, loveType] = await Promise.all([
      this.member(memberId),
      this.auth.emailOf(memberId),
      this.couples.active(memberId),
      this.loveType.resultOf(memberId),
    ]);
    // Counted by the modules that own them; extra counters (tests) add to them.
    const [chatRooms, coupleQuestions, extra] = await Promise.all([
      this.counted.chat.completedRoomCount(memberId),
      couple ? this.counted.questions.bothAnsweredCount(couple.coupleId) : 0,
      this.hooks.counts(memberId, { coupleId: couple?.coupleId ?? null }),
    ]);
    return {
      memberId: m.id,
      memberState: m.state === 'ALIVE' ? 'ALIVE' : 'BEFORE_ONBOARDING',
      provider: m.provider,
      nickname: m.nickname,
      email,
      // The couple's date while linked, else the member's own.
      startLoveDate: couple ? couple.startLoveDate : m.startLoveDate,
      loveTypeCategory: loveType.loveTypeCategory,
      anxietyRate: loveType.anxietyRate,
      avoidanceRate: loveType.avoidanceRate,
      totalChatRoomCount: chatRooms + extra.totalChatRoomCount,
      totalCoupleQuestionCount: coupleQuestions + extra.totalCoupleQuestionCount,
    };
  }

  /** Rejects unknown terms ids (40003); later agreements for the same id win. */
  private async checkAgreements(agreements: readonly Agreement[]): Promise<Agreement[]> {
    const byId = new Map<number, boolean>();
    for (const a of agreements) byId.set(a.termsId, a.isAgreed);
    const known = await this.terms.existingIds([...byId.keys()]);
    for (const id of byId.keys()) if (!known.has(id)) throw new AppError('NO_SUCH_TERMS');
    return [...byId].map(([termsId, isAgreed]) => ({ termsId, isAgreed }));
  }

  async completeOnboarding(
    memberId: number,
    body: { terms: Agreement[]; nickname: string; loveTypeId?: number | undefined },
  ): Promise<void> {
    await this.member(memberId);
    const agreements = await this.checkAgreements(body.terms);
    const required = (await this.terms.latest()).filter((t) => t.isRequired).map((t) => t.id);
    const now = this.now();
    await this.repo.db.transaction(async (tx) => {
      await this.terms.upsertAgreements(memberId, agreements, now, tx);
      const agreed = new Set(
        (await this.terms.agreements(memberId, tx)).filter((a) => a.isAgreed).map((a) => a.termsId),
      );
      if (!required.every((id) => agreed.has(id))) {
        throw new AppError('BAD_REQUEST', '필수 약관에 모두 동의해 주세요. (terms)');
      }
      // A result taken before signing up becomes the member's (40013 when unknown: nothing saved).
      if (body.loveTypeId !== undefined) {
        await this.loveType.adoptForMember(memberId, body.loveTypeId, tx);
      }
      await this.repo.update(memberId, { nickname: body.nickname, state: 'ALIVE' }, now, tx);
    });
    // 담이's greeting names the member: the room is made now rather than on the first app open.
    await this.counted.chat.openFirstRoom(memberId);
  }

  async updateNickname(
    memberId: number,
    nickname: string,
  ): Promise<DataOf<Endpoints['updateMember']>> {
    await this.member(memberId);
    await this.repo.update(memberId, { nickname }, this.now());
    await this.partnerUpdates.announce(memberId);
    return { nickname };
  }

  async updateTerms(
    memberId: number,
    terms: Agreement[],
  ): Promise<DataOf<Endpoints['updateTerms']>> {
    await this.member(memberId);
    const agreements = await this.checkAgreements(terms);
    await this.terms.upsertAgreements(memberId, agreements, this.now());
    const list = await this.terms.agreements(memberId);
    return unpagedList(list);
  }

  async updateStartLoveDate(
    memberId: number,
    startLoveDate: string,
  ): Promise<DataOf<Endpoints['updateStartLoveDate']>> {
    await this.member(memberId);
    const now = this.now();
    // The same rule the app checks before sending (future date, before 1950-01-01).
    const ruleError = startLoveDateError(startLoveDate, todayInKorea(now));
    if (ruleError) throw new AppError('BAD_REQUEST', `${ruleError} (startLoveDate)`);
    // While linked the date is the couple's (both partners see it); else the member's own.
    // A couple that ended between the read and the write is not written: the date is the
    // member's own then.
    const couple = await this.couples.active(memberId);
    const onCouple = couple
      ? await this.couples.setStartLoveDate(couple.coupleId, startLoveDate)
      : false;
    if (!onCouple) await this.repo.update(memberId, { startLoveDate }, now);
    else await this.partnerUpdates.announce(memberId);
    return { startLoveDate };
  }

  /** GET /members/invite-code: the code is the couple module's (it draws and renews it). */
  async inviteCode(memberId: number): Promise<DataOf<Endpoints['getInviteCode']>> {
    return { coupleCode: await this.couples.inviteCodeOf(memberId) };
  }
}
