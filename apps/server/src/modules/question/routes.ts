import { endpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import type { JarService } from './jar';
import type { Nudges } from './nudge';
import type { AnswerResponseService } from './responses';
import type { QuestionService } from './service';

export function registerQuestionRoutes(
  app: FastifyInstance,
  questions: QuestionService,
  nudges: Nudges,
  { jar, responses }: { jar: JarService; responses: AnswerResponseService },
): void {
  registerEndpoint(
    app,
    endpoints.getTodayQuestion,
    ({ principal }) => questions.today(principal.memberId),
    {
      cache: {},
    },
  );
  registerEndpoint(app, endpoints.listQuestions, ({ principal, query }) =>
    questions.list(principal.memberId, query.page, query.size),
  );
  registerEndpoint(app, endpoints.getQuestionByLevel, ({ principal, params }) =>
    questions.byLevel(principal.memberId, params.level),
  );
  registerEndpoint(app, endpoints.getQuestionAnswers, ({ principal, params }) =>
    questions.answers(principal.memberId, params.coupleQuestionId),
  );
  registerEndpoint(app, endpoints.answerTodayQuestion, ({ principal, body }) =>
    questions.answer(principal.memberId, body.answer),
  );
  registerEndpoint(app, endpoints.editTodayAnswer, ({ principal, body }) =>
    questions.edit(principal.memberId, body.answer),
  );
  registerEndpoint(app, endpoints.getNudgeStatus, ({ principal }) =>
    nudges.status(principal.memberId),
  );
  registerEndpoint(app, endpoints.nudgePartner, ({ principal }) =>
    nudges.nudge(principal.memberId),
  );
  registerEndpoint(app, endpoints.getJar, ({ principal }) => jar.get(principal.memberId));
  registerEndpoint(app, endpoints.celebrateJar, ({ principal, body }) =>
    jar.celebrate(principal.memberId, body.milestone),
  );
  registerEndpoint(app, endpoints.reactToAnswer, ({ principal, params, body }) =>
    responses.react(principal.memberId, params.coupleQuestionId, body.reaction),
  );
  registerEndpoint(app, endpoints.removeReaction, ({ principal, params }) =>
    responses.react(principal.memberId, params.coupleQuestionId, null),
  );
  registerEndpoint(app, endpoints.replyToAnswer, ({ principal, params, body }) =>
    responses.reply(principal.memberId, params.coupleQuestionId, body.reply),
  );
  registerEndpoint(app, endpoints.removeReply, ({ principal, params }) =>
    responses.reply(principal.memberId, params.coupleQuestionId, null),
  );
}
