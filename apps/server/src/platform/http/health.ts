import { endpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { registerEndpoint } from './route';

/** `GET /api/health` (process up, no DB) and `GET /api/ready` (DB answers `select 1`). */
export function registerHealth(app: FastifyInstance, ping: () => Promise<void>): void {
  registerEndpoint(app, endpoints.health, () => Promise.resolve({ status: 'UP' as const }));
  registerEndpoint(app, endpoints.ready, async ({ request }) => {
    try {
      await ping();
    } catch (error) {
      request.log.error({ err: error }, 'database not reachable');
      throw new AppError('INTERNAL_SERVER_ERROR', '데이터베이스에 연결할 수 없어요.');
    }
    return { status: 'UP' as const };
  });
}
