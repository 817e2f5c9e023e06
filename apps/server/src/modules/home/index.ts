import { endpoints, HOME_PARTS } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { registerCombinedRead } from '../../platform/http/combined-read';

/**
 * `GET /api/home` (issue 27): the home screen's four reads in one request — the member, the
 * partner, today's question and the current chat room, each as its own endpoint answers it
 * (member, couple, question and chat modules). Wired after those modules.
 */
export function homeModule(app: FastifyInstance): void {
  const parts = Object.fromEntries(
    Object.entries(HOME_PARTS).map(([name, operation]) => [name, endpoints[operation]]),
  );
  registerCombinedRead(app, endpoints.getHome, parts);
}
