import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import type { AuthService } from '../auth';
import type { TermsRepository } from '../terms';
import { MemberRepository } from './repository';
import { registerMemberRoutes } from './routes';
import { MemberService } from './service';

export function memberModule(
  app: FastifyInstance,
  deps: AppDeps,
  collaborators: { auth: AuthService; terms: TermsRepository },
): MemberService {
  const service = new MemberService(
    new MemberRepository(deps.db),
    collaborators.terms,
    collaborators.auth,
    deps.guard,
    deps.now,
  );
  registerMemberRoutes(app, service);
  return service;
}
