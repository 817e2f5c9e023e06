import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import type { CoupleService } from '../couple';
import { AppleClient } from './providers/apple';
import { IdTokenVerifier, type LocalKeySets } from './providers/id-token';
import type { LocalUserInfo } from './providers/kakao';
import { RefreshTokenRepository } from './refresh-repository';
import { AuthRepository } from './repository';
import { registerAuthRoutes } from './routes';
import { AuthService } from './service';

export type { AuthService } from './service';
export type { KeySetResolver, LocalKeySets } from './providers/id-token';
export type { LocalUserInfo, UserInfoResolver } from './providers/kakao';
export { authEncryptedColumns } from './schema';

export interface AuthModuleOptions {
  /** Key sets and user-info served in-process (the dev identity issuer), by URL. */
  localKeySets: LocalKeySets;
  localUserInfo: LocalUserInfo;
  /** Sign-up's first invite code, drawn by the couple module (which owns the codes). */
  inviteCodes: Pick<CoupleService, 'issueInviteCode'>;
  /** Runs after a session is revoked (logout, refresh-token reuse): its push devices go. */
  sessionEnded: (sessionId: string) => Promise<void>;
}

/** Sign-in, refresh and logout. Returns the service other modules use (withdrawal unlink). */
export function authModule(
  app: FastifyInstance,
  deps: AppDeps,
  options: AuthModuleOptions,
): AuthService {
  const { config } = deps;
  const repo = new AuthRepository(deps.db, deps.memberRows);
  const service = new AuthService({
    config,
    repo,
    refreshTokens: new RefreshTokenRepository(deps.db),
    verifier: new IdTokenVerifier(options.localKeySets, deps.now),
    localUserInfo: options.localUserInfo,
    apple: config.apple.keys
      ? new AppleClient(
          config.apple.keys,
          { tokenUrl: config.apple.tokenUrl, revokeUrl: config.apple.revokeUrl },
          deps.now,
        )
      : null,
    accessTokens: deps.accessTokens,
    guard: deps.guard,
    readCache: deps.readCache,
    inviteCodes: options.inviteCodes,
    sessionEnded: options.sessionEnded,
    now: deps.now,
  });
  registerAuthRoutes(app, service, config.rateLimit.loginPerMinute, deps.limiter);
  return service;
}
