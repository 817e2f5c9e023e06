import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import type { AuthService } from '../auth';
import type { CoupleEvents, CoupleService } from '../couple';
import type { LoveTypeService } from '../love-type';
import type { TermsRepository } from '../terms';
import { MemberRepository } from './repository';
import { registerMemberRoutes } from './routes';
import { PartnerUpdates } from './partner-updates';
import { MemberService, type MemberCounted } from './service';
import { Withdrawal, type WithdrawalFaces } from './withdrawal';

export type { WithdrawalFaces } from './withdrawal';

/**
 * The member: profile, onboarding, terms, start date, invite code (the couple's), withdrawal.
 * Reacts to a couple's end: each member keeps the couple's date as their own.
 */
export function memberModule(
  app: FastifyInstance,
  deps: AppDeps,
  collaborators: WithdrawalFaces &
    MemberCounted & {
      auth: AuthService;
      terms: TermsRepository;
      loveType: LoveTypeService;
      couples: CoupleService;
      coupleEvents: CoupleEvents;
    },
): MemberService {
  const repo = new MemberRepository(deps.db, deps.memberRows);
  // Inside the unlink or withdrawal transaction (DESIGN 7): the start date is this module's.
  collaborators.coupleEvents.onEnded(async ({ tx, memberIds, startLoveDate }) => {
    if (startLoveDate !== null) await repo.keepStartLoveDate(tx, memberIds, startLoveDate);
  });
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
