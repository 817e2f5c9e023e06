import type { MemberState, Provider, SignIn, TokenPair } from '@dama/contract';
import type { AccessTokens } from '../../platform/auth/access-token';
import type { AuthGuard } from '../../platform/auth/guard';
import type { ReadCache } from '../../platform/cache';
import type { Clock } from '../../platform/clock';
import type { Config } from '../../platform/config';
import { decrypt, encrypt, randomToken, sha256 } from '../../platform/crypto';
import { AppError } from '../../platform/errors';
import type { Tx } from '../../platform/db/tx';
import type { CoupleService } from '../couple';
import type { AppleClient } from './providers/apple';
import type { IdTokenVerifier } from './providers/id-token';
import { fetchKakaoUserInfo, kakaoUnlink, type LocalUserInfo } from './providers/kakao';
import type { RefreshTokenRepository } from './refresh-repository';
import type { AuthRepository } from './repository';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long a just-rotated refresh token may come again and get the same successor pair (two
 * tabs, or the app and its WebView, refreshing at once). Reuse after it revokes the session.
 */
export const REFRESH_REPEAT_GRACE_MS = 30_000;

interface Identity {
  provider: Provider;
  subject: string;
  email: string | null;
  apple?: { clientId: string; refreshToken: string };
}

export interface AuthServiceDeps {
  config: Config;
  repo: AuthRepository;
  refreshTokens: RefreshTokenRepository;
  verifier: IdTokenVerifier;
  localUserInfo: LocalUserInfo;
  apple: AppleClient | null;
  accessTokens: AccessTokens;
  guard: AuthGuard;
  /** A sign-in may bring a new e-mail: the member's cached reads are dropped. */
  readCache: ReadCache;
  /** A new member's first invite code: codes are the couple module's (its face). */
  inviteCodes: Pick<CoupleService, 'issueInviteCode'>;
  /**
   * After a session is revoked (its logout, or a refresh token's reuse): what the device it
   * signed in registered goes with it (the push module's devices, decision 0060).
   */
  sessionEnded: (sessionId: string) => Promise<void>;
  now: Clock;
}

export class AuthService {
  constructor(private readonly d: AuthServiceDeps) {}

  async loginKakao(body: {
    idToken: string;
    accessToken: string;
    deviceId?: string | undefined;
  }): Promise<SignIn> {
    const { kakao } = this.d.config;
    const token = await this.d.verifier.verify(body.idToken, {
      issuer: kakao.issuer,
      audiences: kakao.audiences,
      jwksUrl: kakao.jwksUrl,
    });
    const info = await fetchKakaoUserInfo(
      kakao.userInfoUrl,
      body.accessToken,
      this.d.localUserInfo,
    );
    // The access token must belong to the same Kakao account as the id token.
    if (info.sub !== token.subject) throw new AppError('INVALID_ID_TOKEN');
    return this.signIn(
      { provider: 'KAKAO', subject: token.subject, email: info.email },
      body.deviceId,
    );
  }

  async loginApple(body: {
    idToken: string;
    authorizationCode?: string | undefined;
    deviceId?: string | undefined;
  }): Promise<SignIn> {
    const { apple } = this.d.config;
    const token = await this.d.verifier.verify(body.idToken, {
      issuer: apple.issuer,
      audiences: apple.audiences,
      jwksUrl: apple.jwksUrl,
    });
    const identity: Identity = { provider: 'APPLE', subject: token.subject, email: token.email };
    if (this.d.apple && body.authorizationCode) {
      const refreshToken = await this.d.apple.exchangeCode(token.audience, body.authorizationCode);
      identity.apple = { clientId: token.audience, refreshToken };
    }
    return this.signIn(identity, body.deviceId);
  }

  /**
   * Finds or creates the account's member and opens a session. When the member withdraws while
   * this runs (nothing is written back onto the erased row), the sign-in starts over and so ends
   * as a fresh sign-in would after a withdrawal: a new member, BEFORE_ONBOARDING.
   */
  private async signIn(identity: Identity, deviceId: string | undefined): Promise<SignIn> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const signedIn = await this.signInOnce(identity, deviceId);
      if (signedIn) return signedIn;
    }
    throw new Error('sign-in kept meeting a withdrawal of the same member');
  }

  private async signInOnce(
    identity: Identity,
    deviceId: string | undefined,
  ): Promise<SignIn | null> {
    const now = this.d.now();
    const { member } = await this.d.repo.findOrCreateMember(
      identity.provider,
      identity.subject,
      now,
      (tx, memberId) => this.d.inviteCodes.issueInviteCode(tx, memberId),
    );
    const updated = await this.d.repo.updateSignInDetails(
      member.id,
      {
        // A verified e-mail replaces the stored one; a missing one never erases it.
        ...(identity.email && identity.email !== member.email ? { email: identity.email } : {}),
        ...(identity.apple
          ? {
              appleRefreshTokenEnc: encrypt(
                this.d.config.dataEncryptionKey,
                identity.apple.refreshToken,
              ),
              appleClientId: identity.apple.clientId,
            }
          : {}),
      },
      now,
    );
    if (!updated) return null;
    await this.d.readCache.invalidate([member.id]);
    const refreshToken = randomToken();
    const sessionId = await this.d.repo.openSession({
      memberId: member.id,
      deviceId: deviceId ?? null,
      tokenHash: sha256(refreshToken),
      now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    });
    if (sessionId === null) return null;
    const accessToken = await this.d.accessTokens.sign({ memberId: member.id, sessionId });
    return {
      memberState: member.state as MemberState,
      grantType: 'Bearer',
      accessToken,
      refreshToken,
    };
  }

  /**
   * Rotates a refresh token. A repeat of the just-rotated token within REFRESH_REPEAT_GRACE_MS
   * (while its successor is unspent) gets the very pair the first rotation issued; any other
   * spent token is reuse and ends the whole session.
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const now = this.d.now();
    const key = this.d.config.dataEncryptionKey;
    const rotation = await this.d.refreshTokens.rotate(sha256(refreshToken), {
      now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
      graceMs: REFRESH_REPEAT_GRACE_MS,
      issue: async (session) => {
        const pair: TokenPair = {
          grantType: 'Bearer',
          accessToken: await this.d.accessTokens.sign(session),
          refreshToken: randomToken(),
        };
        return {
          pair,
          tokenHash: sha256(pair.refreshToken),
          refreshEnc: encrypt(key, pair.refreshToken),
          accessEnc: encrypt(key, pair.accessToken),
        };
      },
    });
    switch (rotation.kind) {
      case 'rotated':
        return rotation.successor.pair;
      case 'repeat':
        return {
          grantType: 'Bearer',
          accessToken: decrypt(key, rotation.accessEnc),
          refreshToken: decrypt(key, rotation.refreshEnc),
        };
      case 'refused':
        if (rotation.reusedSessionId) {
          // A spent token came back: someone else may hold the chain. End the whole session.
          await this.d.repo.revokeSession(rotation.reusedSessionId, now);
          this.d.guard.forgetSession(rotation.reusedSessionId);
          await this.d.sessionEnded(rotation.reusedSessionId);
        }
        throw new AppError('INVALID_REFRESH_TOKEN');
    }
  }

  async logout(sessionId: string): Promise<void> {
    await this.d.repo.revokeSession(sessionId, this.d.now());
    this.d.guard.forgetSession(sessionId);
    await this.d.sessionEnded(sessionId);
  }

  /**
   * Unlinks the provider account on withdrawal when its keys are configured (Kakao admin
   * unlink, Apple token revoke). Throws 50200 when the provider fails, before anything is erased.
   */
  /** Withdrawal, inside its transaction: sessions and the sign-in columns go (see repository). */
  eraseMember(tx: Tx, memberId: number): Promise<void> {
    return this.d.repo.eraseMember(tx, memberId);
  }

  /** The e-mail the member's provider gave (null when none, or when withdrawn). */
  async emailOf(memberId: number): Promise<string | null> {
    return (await this.d.repo.signInOf(memberId))?.email ?? null;
  }

  /**
   * Withdrawal, before its transaction: the member's account is unlinked at the provider (Kakao
   * with an admin key; Apple when a refresh token was kept). A failure stops the withdrawal.
   */
  async unlinkProvider(memberId: number): Promise<void> {
    const member = await this.d.repo.signInOf(memberId);
    if (!member) return;
    const { kakao } = this.d.config;
    if (member.provider === 'KAKAO' && kakao.adminKey && member.providerSubject) {
      await kakaoUnlink(kakao.unlinkUrl, kakao.adminKey, member.providerSubject);
    }
    if (
      member.provider === 'APPLE' &&
      this.d.apple &&
      member.appleRefreshTokenEnc &&
      member.appleClientId
    ) {
      const token = decrypt(this.d.config.dataEncryptionKey, member.appleRefreshTokenEnc);
      await this.d.apple.revoke(member.appleClientId, token);
    }
  }
}
