import { endpoints } from '@dama/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signIn, onboard, type SignedIn } from './factories';
import { bearer, ok } from './http';

export interface TestMember extends SignedIn {
  memberId: number;
  nickname: string | null;
  inviteCode: string;
}

let seq = 0;

/** A signed-in member; onboarded with a nickname unless `onboarded: false`; an own date if given. */
export async function makeMember(
  app: FastifyInstance,
  options: { nickname?: string; startLoveDate?: string; onboarded?: boolean } = {},
): Promise<TestMember> {
  const signed = await signIn(app);
  const nickname = options.nickname ?? `짝${++seq}`;
  if (options.onboarded !== false) {
    ok(await onboard(app, signed.accessToken, { nickname }), endpoints.completeOnboarding);
  }
  if (options.startLoveDate) {
    ok(
      await setStartLoveDate(app, signed.accessToken, options.startLoveDate),
      endpoints.updateStartLoveDate,
    );
  }
  const me = ok(
    await app.inject({ method: 'GET', url: '/api/members', headers: bearer(signed.accessToken) }),
    endpoints.getMember,
  );
  return {
    ...signed,
    memberId: me.memberId,
    nickname: me.nickname,
    inviteCode: await inviteCodeOf(app, signed.accessToken),
  };
}

export async function inviteCodeOf(app: FastifyInstance, token: string): Promise<string> {
  return ok(
    await app.inject({ method: 'GET', url: '/api/members/invite-code', headers: bearer(token) }),
    endpoints.getInviteCode,
  ).coupleCode;
}

export function linkRequest(
  app: FastifyInstance,
  token: string,
  coupleCode: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/couples',
    headers: bearer(token),
    payload: { coupleCode },
  });
}

export function unlinkRequest(app: FastifyInstance, token: string) {
  return app.inject({ method: 'DELETE', url: '/api/couples', headers: bearer(token) });
}

export function partnerRequest(app: FastifyInstance, token: string) {
  return app.inject({ method: 'GET', url: '/api/members/partner', headers: bearer(token) });
}

export function memberRequest(app: FastifyInstance, token: string) {
  return app.inject({ method: 'GET', url: '/api/members', headers: bearer(token) });
}

export function pendingRequest(app: FastifyInstance, token: string) {
  return app.inject({
    method: 'GET',
    url: '/api/members/notifications/pending',
    headers: bearer(token),
  });
}

export function setStartLoveDate(app: FastifyInstance, token: string, startLoveDate: string) {
  return app.inject({
    method: 'PATCH',
    url: '/api/members/start-love-date',
    headers: bearer(token),
    payload: { startLoveDate },
  });
}

/** `caller` enters `owner`'s code; returns the coupleId. */
export async function link(
  app: FastifyInstance,
  caller: TestMember,
  owner: TestMember,
): Promise<number> {
  return ok(await linkRequest(app, caller.accessToken, owner.inviteCode), endpoints.linkCouple)
    .coupleId;
}

/** Two members linked (b entered a's code). */
export async function makeCouple(
  app: FastifyInstance,
  options: { a?: Parameters<typeof makeMember>[1]; b?: Parameters<typeof makeMember>[1] } = {},
): Promise<{ a: TestMember; b: TestMember; coupleId: number }> {
  const a = await makeMember(app, options.a);
  const b = await makeMember(app, options.b);
  const coupleId = await link(app, b, a);
  return { a, b, coupleId };
}

/**
 * Signs the member in again (same provider account → same member) and stores the new tokens on
 * it: after the clock moves days ahead, the old access and refresh tokens have expired.
 */
export async function signInAgain(app: FastifyInstance, member: TestMember): Promise<TestMember> {
  const again = await signIn(app, { provider: member.provider, subject: member.subject });
  member.accessToken = again.accessToken;
  member.refreshToken = again.refreshToken;
  return member;
}
