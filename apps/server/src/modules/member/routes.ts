import { endpoints } from '@dama/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../platform/http/route';
import type { MemberService } from './service';

export function registerMemberRoutes(app: FastifyInstance, service: MemberService): void {
  registerEndpoint(app, endpoints.getMember, ({ principal }) => service.get(principal.memberId));
  registerEndpoint(
    app,
    endpoints.completeOnboarding,
    async ({ principal, body }) => {
      await service.completeOnboarding(principal.memberId, body);
      return undefined;
    },
    { message: '온보딩을 마쳤어요. 환영해요!' },
  );
  registerEndpoint(
    app,
    endpoints.updateMember,
    ({ principal, body }) => service.updateNickname(principal.memberId, body.nickname),
    {
      message: '닉네임이 변경되었어요!',
    },
  );
  registerEndpoint(
    app,
    endpoints.updateTerms,
    ({ principal, body }) => service.updateTerms(principal.memberId, body.terms),
    {
      message: '약관 동의를 저장했어요.',
    },
  );
  registerEndpoint(
    app,
    endpoints.updateStartLoveDate,
    ({ principal, body }) => service.updateStartLoveDate(principal.memberId, body.startLoveDate),
    { message: '사귄 날짜가 변경되었어요!' },
  );
  registerEndpoint(app, endpoints.getInviteCode, ({ principal }) =>
    service.inviteCode(principal.memberId),
  );
  registerEndpoint(
    app,
    endpoints.withdraw,
    async ({ principal }) => {
      await service.withdraw(principal.memberId);
      return undefined;
    },
    { message: '탈퇴가 완료되었어요. 그동안 담아를 이용해 주셔서 고마워요.' },
  );
}
