import { todayInKorea } from '@dama/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { NewNotification, NotificationService } from '../notification';
import type { AnswerRepository } from './answer-repository';
import type { QuestionRepository } from './repository';

export const QUESTION_TIME_JOB = 'question-time-arrived';

/**
 * Minutes a run looks back: a run late by a few minutes (a busy queue, a restart) still finds
 * the couples whose time it missed. Each member is told once per Korean day whatever the runs.
 */
export const QUESTION_TIME_CATCH_UP_MINUTES = 5;

const MINUTE_MS = 60_000;
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** A couple due at its question time (the couple module's lookup). */
export interface DueCouples {
  dueAtQuestionTime(
    times: readonly string[],
  ): Promise<
    Array<{ coupleId: number; memberAId: number; memberBId: number; questionTime: string }>
  >;
}

/**
 * The minutes a run at `now` covers, newest first: each `HH:MM` (Korean time) with the Korean day
 * it belongs to, so 00:00 and 00:10 belong to the new day and 23:58 seen at 00:02 to the old.
 */
export function dueSlots(now: Date): Array<{ time: string; day: string }> {
  const minute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  return Array.from({ length: QUESTION_TIME_CATCH_UP_MINUTES }, (_, back) => {
    const at = new Date(minute - back * MINUTE_MS);
    const local = new Date(at.getTime() + KST_OFFSET_MS).toISOString();
    return { time: local.slice(11, 16), day: todayInKorea(at) };
  });
}

/**
 * The question of the day at the couple's time (issue 25, decision 0059): every minute, the
 * linked couples whose time has just come (set-based: one query for the couples, one for their
 * current questions, one for the answers, batched inserts, one push call). Who is told, for a
 * couple due on Korean day D, by its current question (the highest level; DESIGN 8's rule is not
 * touched, the job opens nothing):
 * - both answered it on an earlier day: the next question opens on today's first read, nobody
 *   has answered it, so both members are told;
 * - both answered it today: nobody;
 * - otherwise: each member who has not answered it.
 * Once per member and Korean day (the notification's dedupe key), also for two runs at once.
 */
export class QuestionTimeJob {
  constructor(
    private readonly couples: DueCouples,
    private readonly questions: QuestionRepository,
    private readonly answers: AnswerRepository,
    private readonly notifications: Pick<NotificationService, 'notify'>,
    private readonly now: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Returns how many notifications the run made. */
  async run(): Promise<number> {
    const slots = dueSlots(this.now());
    const dayOf = new Map<string, string>();
    for (const slot of slots) if (!dayOf.has(slot.time)) dayOf.set(slot.time, slot.day);
    const due = await this.couples.dueAtQuestionTime([...dayOf.keys()]);
    if (due.length === 0) return 0;
    const latest = await this.questions.latestOfMany(due.map((c) => c.coupleId));
    const answered = await this.answers.answeredBy([...latest.values()].map((q) => q.id));
    const answerers = new Map<number, Set<number>>();
    for (const a of answered) {
      const set = answerers.get(a.coupleQuestionId) ?? new Set<number>();
      set.add(a.memberId);
      answerers.set(a.coupleQuestionId, set);
    }
    const items: NewNotification[] = [];
    for (const couple of due) {
      const day = dayOf.get(couple.questionTime);
      if (!day) continue;
      const question = latest.get(couple.coupleId);
      // The couple's current question, unless it was done on an earlier day (then the next one
      // opens on today's first read: that is the one due, and nobody has answered it).
      const current =
        question && !(question.completedAt && todayInKorea(question.completedAt) < day)
          ? question
          : undefined;
      const answeredBy = current ? (answerers.get(current.id) ?? new Set<number>()) : new Set();
      for (const [memberId, partnerId] of [
        [couple.memberAId, couple.memberBId],
        [couple.memberBId, couple.memberAId],
      ] as const) {
        if (answeredBy.has(memberId)) continue;
        items.push({
          memberId,
          kind: 'QUESTION_ARRIVED',
          target: {
            coupleId: couple.coupleId,
            ...(current ? { coupleQuestionId: current.id } : {}),
          },
          aboutMemberId: partnerId,
          dedupeKey: `question-arrived:${memberId}:${day}`,
        });
      }
    }
    const made = await this.notifications.notify(items, { bulk: true });
    if (made.length > 0) this.log.info({ count: made.length }, 'question of the day announced');
    return made.length;
  }
}
