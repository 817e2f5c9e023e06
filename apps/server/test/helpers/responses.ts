import { endpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import type { TestMember } from './couple-factories';
import { memberCall, ok } from './http';

/** `PUT /api/questions/:id/reaction` (issue 26). */
export function reactRequest(
  app: FastifyInstance,
  m: TestMember,
  id: number | string,
  reaction: unknown,
) {
  return memberCall(app, m.accessToken, 'PUT', `/api/questions/${id}/reaction`, { reaction });
}

/** `PUT /api/questions/:id/reply`. */
export function replyRequest(
  app: FastifyInstance,
  m: TestMember,
  id: number | string,
  reply: unknown,
) {
  return memberCall(app, m.accessToken, 'PUT', `/api/questions/${id}/reply`, { reply });
}

export function removeRequest(
  app: FastifyInstance,
  m: TestMember,
  id: number,
  what: 'reaction' | 'reply',
) {
  return memberCall(app, m.accessToken, 'DELETE', `/api/questions/${id}/${what}`);
}

export async function react(app: FastifyInstance, m: TestMember, id: number, reaction: string) {
  return ok(await reactRequest(app, m, id, reaction), endpoints.reactToAnswer);
}

export async function reply(app: FastifyInstance, m: TestMember, id: number, text: string) {
  return ok(await replyRequest(app, m, id, text), endpoints.replyToAnswer);
}
