import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../platform/db/tx';
import type { AppDeps } from '../../platform/deps';
import type { JobHandle } from '../../platform/jobs';
import type { CoupleEvents } from '../couple';
import type { NotificationService } from '../notification';
import { MEMORY_READ_LIMIT, MemoryJob, type RememberAnswer } from './memory-job';
import { AnswerRepository } from './answer-repository';
import { JarService } from './jar';
import { JarRepository } from './jar-repository';
import { MemoryRepository } from './memory-repository';
import { Nudges } from './nudge';
import { NudgeRepository } from './nudge-repository';
import { QUESTION_TIME_JOB, QuestionTimeJob, type DueCouples } from './question-time-job';
import { QuestionRepository } from './repository';
import { ResponseRepository } from './response-repository';
import { AnswerResponseService } from './responses';
import { registerQuestionRoutes } from './routes';
import { QuestionService, type CoupleLookup } from './service';

export type { CoupleLookup as QuestionCoupleLookup } from './service';
export { MEMORY_READ_LIMIT, type RememberAnswer } from './memory-job';
export { questionEncryptedColumns } from './schema';

export const MEMORY_JOB = 'question-memories';
export { QUESTION_TIME_JOB, QUESTION_TIME_CATCH_UP_MINUTES } from './question-time-job';

/** The questions' jobs (part of `app.appJobs`). */
export interface QuestionJobs {
  /** An answer (one member's) or a closed question's answers become their writers' memories. */
  questionMemories: JobHandle<{ coupleQuestionId: number; memberId?: number }>;
  /** Every minute: QUESTION_ARRIVED to the members of the couples whose question time it is. */
  questionTimeArrived: JobHandle<Record<string, never>>;
}

/** What app.ts wires of the questions besides their routes. */
export interface QuestionModule {
  /** The member's newest memories from the current couple's questions (the chat's reader). */
  memories(memberId: number): Promise<string[]>;
  /**
   * Withdrawal, inside its transaction: the member's answers (and the responses on them), their
   * own responses, memories and jar celebrations go.
   */
  eraseMember(tx: Tx, memberId: number): Promise<void>;
  /** `totalCoupleQuestionCount` of GET /members: the couple's questions both answered. */
  bothAnsweredCount(coupleId: number): Promise<number>;
  jobs: QuestionJobs;
}

/**
 * The daily couple questions (DESIGN 8, CONTRACT 4.5; decision 0022): today's question with the
 * day rule, the book, answers (encrypted at rest, the partner's shown after the caller's), the
 * solo question and its move on link, the memory job, `partner_answered` to the partner's
 * phones after an answer or an edit (decision 0054), PARTNER_ANSWERED after a first answer, the
 * nudge and the question-time job (issue 25, decision 0059), the jar of words (decision 0065),
 * reactions and replies on the partner's answer (issue 26, decision 0067). Reacts to a couple's
 * link: level 1 of a new couple with the solo answers moved in (a recovered couple keeps its
 * book).
 */
export function questionModule(
  app: FastifyInstance,
  deps: AppDeps,
  collaborators: {
    couples: CoupleLookup & DueCouples;
    coupleEvents: CoupleEvents;
    remember: RememberAnswer;
    notifications: Pick<NotificationService, 'notify' | 'notifyWithin'>;
  },
): QuestionModule {
  const { couples, coupleEvents, remember, notifications } = collaborators;
  const repo = new QuestionRepository(deps.db);
  const answers = new AnswerRepository(deps.db, deps.config.dataEncryptionKey);
  const memories = new MemoryRepository(deps.db, deps.config.dataEncryptionKey);
  const memoryJob = new MemoryJob({ questions: repo, answers, memories }, remember, deps.now);
  const questionMemories = deps.jobs.define<{ coupleQuestionId: number; memberId?: number }>({
    name: MEMORY_JOB,
    retryDelaySeconds: 10,
    run: ({ coupleQuestionId, memberId }) => memoryJob.run(coupleQuestionId, memberId),
  });
  const responseRepo = new ResponseRepository(deps.db, deps.config.dataEncryptionKey);
  const responses = new AnswerResponseService(
    repo,
    responseRepo,
    couples,
    notifications,
    async (partnerId, event) => {
      try {
        await deps.events.publish(partnerId, 'partner_responded', event);
      } catch (error) {
        // The response stands; the partner sees it on their next read.
        app.log.warn(
          { err: error, coupleQuestionId: event.coupleQuestionId },
          'partner_responded not delivered',
        );
      }
    },
    deps.now,
  );
  const service = new QuestionService(
    repo,
    answers,
    couples,
    async (coupleQuestionId, memberId) => {
      // An answer's job reads the answer's text when it runs: a second edit queues another
      // (no singleton key), so a job already running with the older text is followed by one
      // with the newer.
      await (memberId === undefined
        ? questionMemories.enqueue(
            { coupleQuestionId },
            { singletonKey: `${MEMORY_JOB}-${coupleQuestionId}` },
          )
        : questionMemories.enqueue({ coupleQuestionId, memberId }));
    },
    deps.now,
    app.log,
    async (partnerId, event) => {
      try {
        await deps.events.publish(partnerId, 'partner_answered', event);
      } catch (error) {
        // The answer stands; the partner sees it on their next read.
        app.log.warn(
          { err: error, coupleQuestionId: event.coupleQuestionId },
          'partner_answered not delivered',
        );
      }
    },
    notifications,
    responses,
  );
  const nudgeRepo = new NudgeRepository(deps.db);
  const nudges = new Nudges(nudgeRepo, repo, answers, couples, notifications, deps.now);
  const jarRepo = new JarRepository(deps.db);
  registerQuestionRoutes(app, service, nudges, {
    jar: new JarService(jarRepo, couples, deps.now),
    responses,
  });
  const questionTime = new QuestionTimeJob(
    couples,
    repo,
    answers,
    notifications,
    deps.now,
    app.log,
  );
  const questionTimeArrived = deps.jobs.define<Record<string, never>>({
    name: QUESTION_TIME_JOB,
    cron: '* * * * *',
    run: async () => {
      await questionTime.run();
    },
  });
  // Inside the couple link transaction (its writes commit or roll back with the link).
  coupleEvents.onLinked((change) => service.onLinked(change.tx, change));

  return {
    // Nudges, jar celebrations, responses (the member's and those on their answers), memories
    // and answers first, then the solo question they may point at.
    eraseMember: async (tx, memberId) => {
      await nudgeRepo.eraseMember(tx, memberId);
      await jarRepo.eraseMember(tx, memberId);
      await responseRepo.eraseMember(tx, memberId);
      await memories.eraseMember(tx, memberId);
      await answers.eraseMember(tx, memberId);
      await repo.eraseMember(tx, memberId);
    },
    bothAnsweredCount: (coupleId) => repo.bothAnsweredCount(coupleId),
    memories: async (memberId) => {
      const couple = await couples.active(memberId);
      return couple ? memories.recent(memberId, couple.coupleId, MEMORY_READ_LIMIT) : [];
    },
    jobs: { questionMemories, questionTimeArrived },
  };
}
