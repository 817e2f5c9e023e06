import {
  NO_RESPONSE,
  RESPONSE_RENOTIFY_MS,
  toKoreanIso,
  type AnswerReaction,
  type AnswerResponse,
  type AnswerResponses,
} from '@dama/contract';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { transactionWithOutbox } from '../../platform/outbox';
import type { NotificationService } from '../notification';
import type { QuestionRepository } from './repository';
import type { ResponseChange, ResponseRepository, StoredResponse } from './response-repository';
import type { CoupleLookup } from './service';

/** Tells the partner's phones that what the member left on their answer changed. Never throws. */
export type AnnounceResponse = (
  partnerId: number,
  event: { coupleId: number; coupleQuestionId: number },
) => Promise<void>;

const BOTH_ANSWER_FIRST = '두 사람이 모두 답한 뒤에 마음을 남길 수 있어요.';

/**
 * Reactions and replies (한마디) on the partner's answer (issue 26, decision 0067). Only the two
 * of the couple the question belongs to, while they are that couple (an ex never: 40302), and only
 * once both answered. Every change reaches the partner live (`partner_responded`); one that adds
 * a reaction or a reply notifies them (PARTNER_REACTED, the centre and a push) unless they were
 * notified about this response within `RESPONSE_RENOTIFY_MS`. Removals never notify.
 */
export class AnswerResponseService {
  constructor(
    private readonly questions: QuestionRepository,
    private readonly responses: ResponseRepository,
    private readonly couples: CoupleLookup,
    private readonly notifications: Pick<NotificationService, 'notifyWithin'>,
    private readonly announce: AnnounceResponse,
    private readonly now: Clock,
  ) {}

  react(memberId: number, questionId: number, reaction: AnswerReaction | null) {
    return this.change(memberId, questionId, { reaction });
  }

  reply(memberId: number, questionId: number, reply: string | null) {
    return this.change(memberId, questionId, { reply });
  }

  /** Both sides for the answers' view (empty unless both answered). */
  async forView(
    questionId: number,
    memberId: number,
    partnerId: number | null,
    bothAnswered: boolean,
  ): Promise<AnswerResponses> {
    if (partnerId === null || !bothAnswered) {
      return { fromPartner: NO_RESPONSE, fromMe: NO_RESPONSE };
    }
    const rows = await this.responses.ofQuestion(questionId);
    const find = (from: number, on: number) =>
      view(rows.find((row) => row.memberId === from && row.ownerId === on) ?? null);
    return { fromPartner: find(partnerId, memberId), fromMe: find(memberId, partnerId) };
  }

  private async change(
    memberId: number,
    questionId: number,
    change: ResponseChange,
  ): Promise<AnswerResponse> {
    // Read before the transaction: the embedded database has one connection, which it holds.
    const row = await this.questions.byId(questionId);
    if (!row) throw new AppError('NO_SUCH_COUPLE_QUESTION');
    const couple = await this.couples.active(memberId);
    if (!couple || row.coupleId !== couple.coupleId) throw new AppError('MEMBER_ACCESS_DENIED');
    const { coupleId, partnerId } = couple;
    const adds = change.reaction != null || change.reply != null;
    const stored = await transactionWithOutbox(this.questions.db, async (tx, outbox) => {
      await this.questions.holdMember(tx, memberId);
      const answers = await this.responses.answerIds(tx, questionId, [memberId, partnerId]);
      const partnerAnswer = answers.get(partnerId);
      if (!answers.has(memberId) || partnerAnswer === undefined) {
        throw new AppError('MEMBER_ACCESS_DENIED', BOTH_ANSWER_FIRST);
      }
      const now = this.now();
      const after = await this.responses.apply(tx, partnerAnswer, partnerId, memberId, change, now);
      outbox.add(() => this.announce(partnerId, { coupleId, coupleQuestionId: questionId }));
      if (
        adds &&
        after &&
        (await this.responses.claimNotice(tx, after.id, now, RESPONSE_RENOTIFY_MS))
      ) {
        await this.notifications.notifyWithin(tx, outbox, [
          {
            memberId: partnerId,
            kind: 'PARTNER_REACTED',
            target: { coupleId, coupleQuestionId: questionId },
            aboutMemberId: memberId,
          },
        ]);
      }
      return after;
    });
    return view(stored);
  }
}

function view(stored: StoredResponse | null): AnswerResponse {
  if (!stored) return NO_RESPONSE;
  return {
    reaction: stored.reaction,
    reply: stored.reply
      ? { text: stored.reply.text, updatedAt: toKoreanIso(stored.reply.updatedAt) }
      : null,
  };
}
