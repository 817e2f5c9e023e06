import { NUDGE_INTERVAL_MS, toKoreanIso, todayInKorea, type NudgeStatus } from '@dama/contract';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { transactionWithOutbox } from '../../platform/outbox';
import type { NotificationService } from '../notification';
import type { AnswerRepository } from './answer-repository';
import type { NudgeRepository } from './nudge-repository';
import type { QuestionRepository } from './repository';
import type { CoupleLookup } from './service';

/**
 * 콕 찌르기 (issue 25, decision 0059): a member reminds the partner of today's question while the
 * partner has not answered it, at most once in `NUDGE_INTERVAL_MS` (3 hours). Today's question is
 * the couple's current one (the highest level); a nudge never opens the next one (DESIGN 8's day
 * rule belongs to the read of today's question).
 */
export class Nudges {
  constructor(
    private readonly nudges: NudgeRepository,
    private readonly questions: QuestionRepository,
    private readonly answers: AnswerRepository,
    private readonly couples: CoupleLookup,
    private readonly notifications: Pick<NotificationService, 'notifyWithin'>,
    private readonly now: Clock,
  ) {}

  /** GET /questions/today/nudge. */
  async status(memberId: number): Promise<NudgeStatus> {
    const couple = await this.requireCouple(memberId);
    const now = this.now();
    const [question, last] = await Promise.all([
      this.questions.latest({ coupleId: couple.coupleId }),
      this.nudges.lastOf(memberId),
    ]);
    const next = last ? new Date(last.nudgedAt.getTime() + NUDGE_INTERVAL_MS) : null;
    const waiting = next !== null && next > now;
    const partnerAnswered = question
      ? (await this.answers.answeredBy([question.id])).some((a) => a.memberId === couple.partnerId)
      : true;
    return {
      canNudge: question !== undefined && !partnerAnswered && !waiting,
      lastNudgedAt:
        last && todayInKorea(last.nudgedAt) === todayInKorea(now)
          ? toKoreanIso(last.nudgedAt)
          : null,
      nextNudgeAt: waiting ? toKoreanIso(next) : null,
    };
  }

  /**
   * POST /questions/today/nudge: 40012 without a question, 40014 when the partner has answered
   * it, 42900 (with `Retry-After`) within 3 hours of the caller's last nudge. The partner gets
   * PARTNER_NUDGED (the centre, live, a push).
   */
  async nudge(memberId: number): Promise<{ nextNudgeAt: string }> {
    const couple = await this.requireCouple(memberId);
    // Read before the transaction: the embedded database has one connection, which the
    // transaction holds.
    const question = await this.questions.latest({ coupleId: couple.coupleId });
    if (!question) throw new AppError('NO_SUCH_COUPLE_QUESTION');
    const answered = await this.answers.answeredBy([question.id]);
    if (answered.some((a) => a.memberId === couple.partnerId)) {
      throw new AppError('PARTNER_ALREADY_ANSWERED');
    }
    return transactionWithOutbox(this.questions.db, async (tx, outbox) => {
      const now = this.now();
      const since = new Date(now.getTime() - NUDGE_INTERVAL_MS);
      if (!(await this.nudges.take(tx, memberId, question.id, now, since))) {
        const last = await this.nudges.lastOf(memberId, tx);
        const waitMs = last ? last.nudgedAt.getTime() + NUDGE_INTERVAL_MS - now.getTime() : 1000;
        throw new AppError('TOO_MANY_REQUESTS', '콕 찌르기는 3시간에 한 번 할 수 있어요.', {
          headers: { 'retry-after': String(Math.max(1, Math.ceil(waitMs / 1000))) },
        });
      }
      await this.notifications.notifyWithin(tx, outbox, [
        {
          memberId: couple.partnerId,
          kind: 'PARTNER_NUDGED',
          target: { coupleId: couple.coupleId, coupleQuestionId: question.id },
          aboutMemberId: memberId,
        },
      ]);
      return { nextNudgeAt: toKoreanIso(new Date(now.getTime() + NUDGE_INTERVAL_MS)) };
    });
  }

  private async requireCouple(memberId: number) {
    const couple = await this.couples.active(memberId);
    if (!couple) throw new AppError('NOT_COUPLE_MEMBER');
    return couple;
  }
}
