import { endpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import type { MemberService } from './service';
import type { Withdrawal } from './withdrawal';

export function registerMemberRoutes(
  app: FastifyInstance,
  service: MemberService,
  withdrawal: Withdrawal,
): void {
  registerEndpoint(app, endpoints.getMember, ({ principal }) => service.get(principal.memberId), {
    cache: {},
  });
  registerEndpoint(app, endpoints.completeOnboarding, async ({ principal, body }) => {
    await service.completeOnboarding(principal.memberId, body);
    return undefined;
  });
  registerEndpoint(app, endpoints.updateMember, ({ principal, body }) =>
    service.updateNickname(principal.memberId, body.nickname),
  );
  registerEndpoint(app, endpoints.updateTerms, ({ principal, body }) =>
    service.updateTerms(principal.memberId, body.terms),
  );
  registerEndpoint(app, endpoints.updateStartLoveDate, ({ principal, body }) =>
    service.updateStartLoveDate(principal.memberId, body.startLoveDate),
  );
  registerEndpoint(app, endpoints.getInviteCode, ({ principal }) =>
    service.inviteCode(principal.memberId),
  );
  registerEndpoint(app, endpoints.withdraw, async ({ principal }) => {
    await withdrawal.withdraw(principal.memberId);
    return undefined;
  });
}
