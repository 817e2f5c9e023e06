import { endpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import type { CoupleService } from './service';

export function registerCoupleRoutes(app: FastifyInstance, service: CoupleService): void {
  registerEndpoint(app, endpoints.linkCouple, ({ principal, body }) =>
    service.link(principal.memberId, body.coupleCode),
  );
  registerEndpoint(app, endpoints.unlinkCouple, async ({ principal }) => {
    await service.unlink(principal.memberId);
    return undefined;
  });
  registerEndpoint(app, endpoints.updateQuestionTime, ({ principal, body }) =>
    service.setQuestionTime(principal.memberId, body.questionTime),
  );
  registerEndpoint(
    app,
    endpoints.getPartner,
    ({ principal }) => service.partner(principal.memberId),
    {
      cache: {},
    },
  );
}
