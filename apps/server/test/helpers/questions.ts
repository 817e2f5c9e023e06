import { endpoints } from '@dama/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build';
import { signInAgain, type TestMember } from './couple-factories';
import { memberCall, ok } from './http';

export const DAY_MS = 24 * 60 * 60 * 1000;

type Method = 'GET' | 'POST' | 'PATCH';

/** A questions endpoint call: `questions(app, token, 'GET', '/today')`. */
export function questions(
  app: FastifyInstance,
  token: string,
  method: Method,
  path: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return memberCall(app, token, method, `/api/questions${path}`, payload);
}

export async function today(app: FastifyInstance, m: TestMember) {
  return ok(await questions(app, m.accessToken, 'GET', '/today'), endpoints.getTodayQuestion);
}

export function answerRequest(app: FastifyInstance, m: TestMember, answer: unknown) {
  return questions(app, m.accessToken, 'POST', '/today/answers', { answer });
}

export function editRequest(app: FastifyInstance, m: TestMember, answer: unknown) {
  return questions(app, m.accessToken, 'PATCH', '/today/answers', { answer });
}

/** Answers today's question; returns its id. */
export async function answer(app: FastifyInstance, m: TestMember, text: string): Promise<number> {
  return ok(await answerRequest(app, m, text), endpoints.answerTodayQuestion).coupleQuestionId;
}

export async function answersOf(app: FastifyInstance, m: TestMember, questionId: number) {
  return ok(
    await questions(app, m.accessToken, 'GET', `/${questionId}/answers`),
    endpoints.getQuestionAnswers,
  );
}

export async function book(app: FastifyInstance, m: TestMember, query = '') {
  return ok(await questions(app, m.accessToken, 'GET', query), endpoints.listQuestions);
}

/**
 * Moves the clock to `iso` (or by `ms`) and signs the members in again (their hour-long access
 * tokens would have expired).
 */
export async function moveClock(
  t: TestApp,
  to: string | number,
  ...members: TestMember[]
): Promise<void> {
  if (typeof to === 'string') t.clock.set(to);
  else t.clock.advance(to);
  for (const m of members) await signInAgain(t.app, m);
}

/** Both partners answer today's question; returns its id. */
export async function bothAnswer(
  app: FastifyInstance,
  a: TestMember,
  b: TestMember,
  texts: [string, string] = ['나의 답', '너의 답'],
): Promise<number> {
  const id = await answer(app, a, texts[0]);
  await answer(app, b, texts[1]);
  return id;
}
