import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { LoveTypeRepository } from './repository';
import { registerLoveTypeRoutes } from './routes';
import { LoveTypeService } from './service';

export { LoveTypeService } from './service';
export type { MemberLoveType } from './repository';

/**
 * The attachment ("love type") test: its items, scoring, anonymous results and the member's
 * result. A member's current result lives on `members` (`love_type_category`, `anxiety_rate`,
 * `avoidance_rate`, already part of Member and Partner); anonymous ones in `love_type_results`.
 */
export function loveTypeModule(app: FastifyInstance, deps: AppDeps): LoveTypeService {
  const repo = new LoveTypeRepository(deps.db, deps.memberRows);
  const service = new LoveTypeService(repo, deps.now);
  registerLoveTypeRoutes(app, service);
  return service;
}
