import { endpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import type { AnniversaryService } from './anniversary-service';
import type { CoupleService } from './service';

export function registerCoupleRoutes(
  app: FastifyInstance,
  service: CoupleService,
  anniversaries: AnniversaryService,
): void {
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
  registerEndpoint(app, endpoints.listAnniversaries, async ({ principal }) => {
    const list = await anniversaries.list(principal.memberId);
    return { size: list.length, list, totalCount: list.length };
  });
  registerEndpoint(app, endpoints.addAnniversary, ({ principal, body }) =>
    anniversaries.add(principal.memberId, body),
  );
  registerEndpoint(app, endpoints.updateAnniversary, ({ principal, params, body }) =>
    anniversaries.update(principal.memberId, params.anniversaryId, body),
  );
  registerEndpoint(app, endpoints.deleteAnniversary, async ({ principal, params }) => {
    await anniversaries.remove(principal.memberId, params.anniversaryId);
    return undefined;
  });
}
