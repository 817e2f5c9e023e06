import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import type { AuthService } from '../auth';
import type { CoupleService } from '../couple';
import type { LoveTypeService } from '../love-type';
import type { TermsRepository } from '../terms';
import { MemberRepository } from './repository';
import { registerMemberRoutes } from './routes';
import { PartnerUpdates } from './partner-updates';
import { MemberService, type MemberCounted } from './service';
import { Withdrawal, type WithdrawalFaces } from './withdrawal';

export type { WithdrawalFaces } from './withdrawal';

export function memberModule(
  app: FastifyInstance,
  deps: AppDeps,
  collaborators: WithdrawalFaces &
    MemberCounted & {
      auth: AuthService;
      terms: TermsRepository;
      loveType: LoveTypeService;
      couples: CoupleService;
    },
): MemberService {
  const repo = new MemberRepository(deps.db);
  const service = new MemberService(
    repo,
    collaborators.terms,
    collaborators.auth,
    deps.now,
    collaborators.loveType,
    collaborators.couples,
    deps.memberHooks,
    new PartnerUpdates(collaborators.couples, repo, deps.events, app.log),
    collaborators,
  );
  const withdrawal = new Withdrawal(repo, collaborators, deps.guard, deps.now, deps.memberHooks);
  registerMemberRoutes(app, service, withdrawal);
  return service;
}
