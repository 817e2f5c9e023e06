import {
  toKoreanIso,
  todayInKorea,
  type AnswerResponses,
  type Question,
  type QuestionAnswers,
} from '@dama/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { CoupleQuestionRow } from './schema';
import type { Tx } from '../../platform/db/tx';
import { AppError } from '../../platform/errors';
import { pagedList } from '../../platform/http/lists';
import { transactionWithOutbox, type Outbox } from '../../platform/outbox';
import type { NotificationService } from '../notification';
import type { AnswerRepository } from './answer-repository';
import type { QuestionOwner, QuestionRepository } from './repository';
import { questionText, questionView } from './views';

/**
 * Tells the partner's phones that a member answered (or edited their answer to) a couple question
 * (`partner_answered`, decision 0054), after it is stored. Never throws.
 */
export type AnnounceAnswer = (
  partnerId: number,
  event: { coupleId: number; coupleQuestionId: number; edited: boolean },
) => Promise<void>;

/** The reactions and replies on a question's answers, as the caller sees them (responses.ts). */
export interface ResponsesOfQuestion {
  forView(
    questionId: number,
    memberId: number,
    partnerId: number | null,
    bothAnswered: boolean,
  ): Promise<AnswerResponses>;
}

/** What the questions read of a member's couple (the couple module's service fits). */
export interface CoupleLookup {
  active(memberId: number): Promise<{ coupleId: number; partnerId: number } | null>;
}

/**
 * Queues the `question-memories` job: for one member's answer just written (`memberId`), or for
 * every answer of a question that just closed.
 */
export type QueueMemories = (coupleQuestionId: number, memberId?: number) => Promise<void>;

type PagedQuestions = ReturnType<typeof pagedList<Question>>;

/**
 * The daily questions (DESIGN 8, CONTRACT 4.5; decision 0022). A couple's today question is its
 * highest level; the next one opens on the first read of today on a Korean day after the day
 * both answered, and closes the previous one. A member without a partner has one solo question.
 */
export class QuestionService {
  constructor(
    private readonly repo: QuestionRepository,
    private readonly answerRepo: AnswerRepository,
    private readonly couples: CoupleLookup,
    private readonly queueMemories: QueueMemories,
    private readonly now: Clock,
    private readonly log: FastifyBaseLogger,
    private readonly announceAnswer: AnnounceAnswer,
    private readonly notifications: Pick<NotificationService, 'notifyWithin'>,
    private readonly responses: ResponsesOfQuestion,
  ) {}

  /** GET /questions/today: the caller's today question, opening the next one when it is due. */
  async today(memberId: number): Promise<Question> {
    const couple = await this.couples.active(memberId);
    const owner: QuestionOwner = couple
      ? { coupleId: couple.coupleId }
      : { soloMemberId: memberId };
    let row = await this.current(owner);
    if (couple && row.completedAt && todayInKorea(row.completedAt) < todayInKorea(this.now())) {
      row = await this.openNext(couple.coupleId, row);
    }
    const answered = await this.answerRepo.answeredBy([row.id]);
    return questionView(row, answeredSet(answered), memberId, couple?.partnerId ?? null);
  }

  /** GET /questions: the couple's book, ascending level. */
  async list(memberId: number, page: number, size: number): Promise<PagedQuestions> {
    const couple = await this.requireCouple(memberId);
    const { rows, totalCount } = await this.repo.page(couple.coupleId, page, size);
    const answered = await this.answerRepo.answeredBy(rows.map((row) => row.id));
    const list = rows.map((row) =>
      questionView(
        row,
        answeredSet(answered.filter((a) => a.coupleQuestionId === row.id)),
        memberId,
        couple.partnerId,
      ),
    );
    return pagedList(list, page, totalCount);
  }

  /** GET /questions/{level}: 40012 when the couple has not reached that level. */
  async byLevel(memberId: number, level: number): Promise<Question> {
    const couple = await this.requireCouple(memberId);
    const row = await this.repo.byLevel(couple.coupleId, level);
    if (!row) throw new AppError('NO_SUCH_COUPLE_QUESTION');
    const answered = await this.answerRepo.answeredBy([row.id]);
    return questionView(row, answeredSet(answered), memberId, couple.partnerId);
  }

  /**
   * GET /questions/{id}/answers: a question of the caller's current couple or their own solo
   * question (else 40302; unknown 40012). The partner's text only once the caller has answered.
   */
  async answers(memberId: number, questionId: number): Promise<QuestionAnswers> {
    const row = await this.repo.byId(questionId);
    if (!row) throw new AppError('NO_SUCH_COUPLE_QUESTION');
    const couple = await this.couples.active(memberId);
    const own =
      row.soloMemberId === memberId || (couple !== null && row.coupleId === couple.coupleId);
    if (!own) throw new AppError('MEMBER_ACCESS_DENIED');
    const partnerId = row.coupleId === null ? null : (couple?.partnerId ?? null);
    const [answers, nicknames] = await Promise.all([
      this.answerRepo.ofQuestion(row.id),
      this.repo.nicknames(partnerId === null ? [memberId] : [memberId, partnerId]),
    ]);
    const mine = answers.find((a) => a.memberId === memberId);
    const theirs = partnerId === null ? undefined : answers.find((a) => a.memberId === partnerId);
    const responses = await this.responses.forView(
      row.id,
      memberId,
      partnerId,
      mine !== undefined && theirs !== undefined,
    );
    return {
      coupleQuestionId: row.id,
      ...questionText(row.level),
      level: row.level,
      createdAt: toKoreanIso(row.createdAt),
      me: {
        nickname: nicknames.get(memberId) ?? null,
        answer: mine?.text ?? null,
        answered: mine !== undefined,
        updatable: mine !== undefined && row.closedAt === null,
      },
      partner:
        partnerId === null
          ? null
          : {
              nickname: nicknames.get(partnerId) ?? null,
              answer: mine ? (theirs?.text ?? null) : null,
              answered: theirs !== undefined,
              updatable: false,
            },
      responses,
    };
  }

  /**
   * POST /questions/today/answers: once per member (40302 when answered already). A couple
   * question's first answer tells the partner: `partner_answered`, then PARTNER_ANSWERED in the
   * centre and as a push (made in the answer's transaction, announced after it commits). An edit
   * tells only the live stream (decision 0059).
   */
  async answer(memberId: number, text: string): Promise<{ coupleQuestionId: number }> {
    const written = await this.write(memberId, async (tx, row, now, outbox, partnerId) => {
      if (!(await this.answerRepo.insert(tx, row.id, memberId, text, now))) {
        throw new AppError('MEMBER_ACCESS_DENIED', '오늘의 질문에 이미 답했어요.');
      }
      if (row.coupleId === null || partnerId === null) return;
      const bothAnswered = await this.repo.markCompletedIfBoth(tx, row.id, now);
      const coupleId = row.coupleId;
      outbox.add(() => this.announce({ coupleQuestionId: row.id, coupleId, partnerId }, false));
      await this.notifications.notifyWithin(tx, outbox, [
        {
          memberId: partnerId,
          kind: 'PARTNER_ANSWERED',
          target: { coupleId, coupleQuestionId: row.id },
          aboutMemberId: memberId,
          bothAnswered,
        },
      ]);
    });
    await this.queueMemory(written.coupleQuestionId, memberId);
    return { coupleQuestionId: written.coupleQuestionId };
  }

  /** PATCH /questions/today/answers: 40302 with no answer yet. */
  async edit(memberId: number, text: string): Promise<{ coupleQuestionId: number }> {
    const written = await this.write(memberId, async (tx, row, now) => {
      if (!(await this.answerRepo.update(tx, row.id, memberId, text, now))) {
        throw new AppError('MEMBER_ACCESS_DENIED', '아직 답하지 않은 질문이에요.');
      }
    });
    await Promise.all([
      this.queueMemory(written.coupleQuestionId, memberId),
      this.announce(written, true),
    ]);
    return { coupleQuestionId: written.coupleQuestionId };
  }

  /** A couple question's answer reaches the partner's phones (a solo question's tells no one). */
  private async announce(written: Written, edited: boolean): Promise<void> {
    if (written.coupleId === null || written.partnerId === null) return;
    await this.announceAnswer(written.partnerId, {
      coupleId: written.coupleId,
      coupleQuestionId: written.coupleQuestionId,
      edited,
    });
  }

  /**
   * Inside the link transaction. A new couple starts at level 1, and each member's solo answer
   * moves into it (both answered: the question counts as answered by both at the link). A
   * recovered couple has its own book back: the solo questions and answers are deleted.
   */
  async onLinked(
    tx: Tx,
    change: { coupleId: number; memberIds: readonly number[]; at: Date; recovered: boolean },
  ): Promise<void> {
    const { coupleId, memberIds, at } = change;
    await this.repo.lockSolo(tx, memberIds);
    if (!change.recovered) {
      const first =
        (await this.repo.insert(tx, { coupleId }, 1, at)) ??
        (await this.repo.latest({ coupleId }, tx));
      if (!first) throw new Error('couple question insert returned nothing');
      const moved = await this.answerRepo.moveSolo(tx, memberIds, first.id);
      if (moved > 0) await this.repo.markCompletedIfBoth(tx, first.id, at);
    }
    await this.repo.deleteSolo(tx, memberIds);
  }

  private async requireCouple(memberId: number) {
    const couple = await this.couples.active(memberId);
    if (!couple) throw new AppError('NOT_COUPLE_MEMBER');
    return couple;
  }

  /** The owner's today question, created (level 1) on the first read. */
  private async current(owner: QuestionOwner): Promise<CoupleQuestionRow> {
    const { db } = this.repo;
    const row =
      (await this.repo.latest(owner)) ?? (await this.repo.insert(db, owner, 1, this.now()));
    // Another request inserted it between our read and our insert.
    const found = row ?? (await this.repo.latest(owner));
    if (!found) throw new Error('question insert returned nothing');
    return found;
  }

  /**
   * Opens level + 1 and closes `previous`. Both partners reading at once insert the same
   * (couple, level): one insert wins, the other does nothing and reads the winner's row.
   */
  private openNext(coupleId: number, previous: CoupleQuestionRow): Promise<CoupleQuestionRow> {
    return transactionWithOutbox(this.repo.db, async (tx, outbox) => {
      const now = this.now();
      const next = await this.repo.insert(tx, { coupleId }, previous.level + 1, now);
      if (next && (await this.repo.close(tx, previous.id, now))) {
        this.afterCommit(outbox, previous.id);
      }
      const latest = next ?? (await this.repo.latest({ coupleId }, tx));
      if (!latest) throw new Error('next question insert returned nothing');
      return latest;
    });
  }

  private afterCommit(outbox: Outbox, questionId: number): void {
    outbox.add(() => this.queueMemory(questionId));
  }

  /**
   * Queues the memory job (one member's answer, or the whole closed question); a failure is
   * logged, never the request's (the closing job fills what an answer's job missed).
   */
  private async queueMemory(questionId: number, memberId?: number): Promise<void> {
    try {
      await this.queueMemories(questionId, memberId);
    } catch (error) {
      this.log.warn(
        { questionId, type: error instanceof Error ? error.name : typeof error },
        'question memories not queued',
      );
    }
  }

  /**
   * Writes the caller's answer to today's question under its row lock, so two answers at once
   * are serialised and the second sees the first (both kept, the question marked answered by
   * both). A closed question is read-only (40302).
   */
  private async write(
    memberId: number,
    work: (
      tx: Tx,
      row: CoupleQuestionRow,
      now: Date,
      outbox: Outbox,
      partnerId: number | null,
    ) => Promise<void>,
  ): Promise<Written> {
    for (let attempt = 1; ; attempt++) {
      const couple = await this.couples.active(memberId);
      const owner: QuestionOwner = couple
        ? { coupleId: couple.coupleId }
        : { soloMemberId: memberId };
      await this.current(owner);
      const written = await transactionWithOutbox(this.repo.db, async (tx, outbox) => {
        await this.repo.holdMember(tx, memberId);
        const row = await this.repo.latest(owner, tx, true);
        // The solo question went away meanwhile (the member linked): try again as a couple.
        if (!row) return null;
        if (row.closedAt !== null) {
          throw new AppError('MEMBER_ACCESS_DENIED', '닫힌 질문에는 답할 수 없어요.');
        }
        const partnerId = row.coupleId === null ? null : (couple?.partnerId ?? null);
        await work(tx, row, this.now(), outbox, partnerId);
        return { coupleQuestionId: row.id, coupleId: row.coupleId, partnerId };
      });
      if (written) return written;
      if (attempt >= 2) throw new Error('today question vanished twice');
    }
  }
}

/** An answer written: its question, and the couple and partner when it is a couple's question. */
interface Written {
  coupleQuestionId: number;
  coupleId: number | null;
  partnerId: number | null;
}

function answeredSet(answers: ReadonlyArray<{ memberId: number }>): Set<number> {
  return new Set(answers.map((a) => a.memberId));
}
