import type {
  DataOf,
  Endpoints,
  LoveTypeAnswer,
  LoveTypeResult,
  LoveTypeScore,
} from '@dama/contract';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { LOVE_TYPE_ITEMS } from './items';
import type { DbOrTx, Tx } from '../../platform/db/tx';
import { unpagedList } from '../../platform/http/lists';
import type { LoveTypeRepository, MemberLoveType } from './repository';
import { scoreSubmission } from './scoring';

export class LoveTypeService {
  constructor(
    private readonly repo: LoveTypeRepository,
    private readonly now: Clock,
  ) {}

  /** The member's current result, for other modules (member, partner, the counsellor). */
  resultOf(memberId: number): Promise<MemberLoveType> {
    return this.repo.memberResult(memberId);
  }

  /** The 36 items without their keying, ascending. */
  questions(): DataOf<Endpoints['getLoveTypeQuestions']> {
    const list = LOVE_TYPE_ITEMS.map(({ questionNumber, content }) => ({
      questionNumber,
      content,
    }));
    return unpagedList(list);
  }

  /** `POST /love-types/result`: scores and stores an anonymous result. */
  async submitAnonymous(answers: readonly LoveTypeAnswer[]): Promise<LoveTypeResult> {
    const score = scoreSubmission(answers);
    const loveTypeId = await this.repo.insertAnonymous(score, this.now());
    return { loveTypeId, ...score };
  }

  /** `GET /love-types/result/{loveTypeId}` (40013 when unknown). */
  async result(loveTypeId: number): Promise<LoveTypeResult> {
    const row = await this.repo.findResult(loveTypeId);
    if (!row) throw new AppError('NO_SUCH_TEMP_LOVE_TYPE');
    return {
      loveTypeId: row.id,
      loveTypeCategory: row.loveTypeCategory,
      anxietyRate: row.anxietyRate,
      avoidanceRate: row.avoidanceRate,
    };
  }

  /** `POST /members/love-type`: the member's result, replacing any earlier one. */
  async registerForMember(
    memberId: number,
    answers: readonly LoveTypeAnswer[],
  ): Promise<LoveTypeScore> {
    const score = scoreSubmission(answers);
    await this.repo.setMemberLoveType(memberId, score, this.now());
    return score;
  }

  /**
   * Onboarding's `loveTypeId`: makes an anonymous result the member's (replacing any earlier
   * one). 40013 when the id is unknown or another member adopted it already. Runs inside the
   * caller's transaction.
   */
  async adoptForMember(memberId: number, loveTypeId: number, db: DbOrTx): Promise<LoveTypeScore> {
    const row = await this.repo.adopt(loveTypeId, memberId, db);
    if (!row) throw new AppError('NO_SUCH_TEMP_LOVE_TYPE');
    const score: LoveTypeScore = {
      loveTypeCategory: row.loveTypeCategory,
      anxietyRate: row.anxietyRate,
      avoidanceRate: row.avoidanceRate,
    };
    await this.repo.setMemberLoveType(memberId, score, this.now(), db);
    return score;
  }

  /** Withdrawal, inside its transaction: adopted results and the member's own result go. */
  eraseMember(tx: Tx, memberId: number): Promise<void> {
    return this.repo.eraseMember(tx, memberId);
  }
}
