import { endpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import type { LoveTypeService } from './service';

export function registerLoveTypeRoutes(app: FastifyInstance, service: LoveTypeService): void {
  registerEndpoint(app, endpoints.getLoveTypeQuestions, () => Promise.resolve(service.questions()));
  registerEndpoint(app, endpoints.submitLoveTypeResult, ({ body }) =>
    service.submitAnonymous(body.results),
  );
  registerEndpoint(app, endpoints.getLoveTypeResult, ({ params }) =>
    service.result(params.loveTypeId),
  );
  registerEndpoint(app, endpoints.registerMemberLoveType, ({ principal, body }) =>
    service.registerForMember(principal.memberId, body.results),
  );
}
