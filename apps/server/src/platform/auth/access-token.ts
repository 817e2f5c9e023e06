import { webcrypto } from 'node:crypto';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from '../clock';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
/** Who issues our access tokens, and for whom (checked on every token). */
export const ACCESS_TOKEN_ISSUER = 'dama';
export const ACCESS_TOKEN_AUDIENCE = 'dama-api';
/** How far a token's clock may be ahead of ours (issued-at in the future, lifetime). */
export const ACCESS_TOKEN_SKEW_SECONDS = 60;
/** Verified tokens remembered (their claims cannot change; only time can end them). */
const VERIFIED_TOKENS_KEPT = 10_000;

type VerifiedClaims = AccessClaims & { expiresAt: Date };

export interface AccessClaims {
  memberId: number;
  sessionId: string;
  /** When the token expires (`exp`); a live stream opened with it ends then. */
  expiresAt?: Date;
}

/**
 * Our access token: HS256 JWT, 1 hour, `sub` = member id, `sid` = session id, `typ` = access,
 * `iss` = dama, `aud` = dama-api. Verification checks the signature and also the issuer, the
 * audience, an issued-at not in the future beyond a small skew, and a lifetime (`exp - iat`) no
 * longer than ours: a token forged with a leaked key for years, or for another audience, fails.
 */
export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens that passed every check, with their claims: a token is signed once and sent with
   * many requests, so the signature is checked on its first use only; its expiry is checked on
   * every use. A forged or malformed token is never remembered.
   */
  private readonly verified = new Map<string, Readonly<AccessClaims> & { expiresAt: Date }>();
  /**
   * Checks under way: an app open sends its first reads together with a new token, and they
   * share one check rather than each verifying the signature (issue 27, cold app opens).
   */
  private readonly checking = new Map<string, Promise<VerifiedClaims | null>>();
  /** The HMAC key imported once (jose imports a raw secret again on every verification). */
  private verifyKey: Promise<webcrypto.CryptoKey> | null = null;

  constructor(
    secret: string,
    private readonly now: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async sign(claims: AccessClaims): Promise<string> {
    const iat = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ sid: claims.sessionId, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.memberId))
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /** The claims of a valid access token, or null for anything else (expired, forged, refresh...). */
  async verify(token: string): Promise<AccessClaims | null> {
    const now = this.now();
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt.getTime() > now.getTime()) return known;
      this.verified.delete(token);
      return null;
    }
    let check = this.checking.get(token);
    if (!check) {
      check = this.check(token, now).finally(() => this.checking.delete(token));
      this.checking.set(token, check);
    }
    const claims = await check;
    if (claims && !this.verified.has(token)) {
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) {
        const oldest = this.verified.keys().next();
        if (!oldest.done) this.verified.delete(oldest.value);
      }
      this.verified.set(token, claims);
    }
    return claims;
  }

  private async check(token: string, now: Date): Promise<VerifiedClaims | null> {
    try {
      this.verifyKey ??= webcrypto.subtle.importKey(
        'raw',
        this.key,
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['verify'],
      );
      const { payload } = await jwtVerify(token, await this.verifyKey, {
        algorithms: ['HS256'],
        currentDate: now,
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const memberId = Number(payload.sub);
      const nowSeconds = Math.floor(now.getTime() / 1000);
      const { iat = 0, exp = 0 } = payload;
      if (
        iat > nowSeconds + ACCESS_TOKEN_SKEW_SECONDS ||
        exp - iat > ACCESS_TOKEN_TTL_SECONDS + ACCESS_TOKEN_SKEW_SECONDS ||
        payload.typ !== 'access' ||
        typeof payload.sid !== 'string' ||
        !Number.isSafeInteger(memberId)
      ) {
        return null;
      }
      return { memberId, sessionId: payload.sid, expiresAt: new Date(exp * 1000) };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
