import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';

export interface IdTokenRules {
  issuer: string;
  audiences: string[];
  jwksUrl: string;
}

export interface VerifiedIdToken {
  subject: string;
  /** The audience the token was issued for (one of the configured ones). */
  audience: string;
  email: string | null;
  emailVerified: boolean;
}

/** Resolves the key of a token (jose's JWTVerifyGetKey). */
export type KeySetResolver = JWTVerifyGetKey;
/** Key sets served in-process (the dev identity issuer), by their JWKS URL. */
export type LocalKeySets = ReadonlyMap<string, KeySetResolver>;

/** Key-endpoint failures (time-out, non-200, unparsable JWKS): the provider failed, not the token. */
const KEY_FETCH_FAILURES = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC']);

/**
 * Verifies a provider's OIDC id token: signature against the provider's key set, issuer,
 * audience in the configured list, not expired. Anything wrong with the token is a 40101; the
 * provider's key endpoint failing is a 50200.
 */
export class IdTokenVerifier {
  private readonly remote = new Map<string, JWTVerifyGetKey>();

  constructor(
    private readonly local: LocalKeySets,
    private readonly now: Clock,
  ) {}

  private keySet(url: string): JWTVerifyGetKey {
    const local = this.local.get(url);
    if (local) return local;
    let remote = this.remote.get(url);
    if (!remote) {
      remote = createRemoteJWKSet(new URL(url));
      this.remote.set(url, remote);
    }
    return remote;
  }

  async verify(token: string, rules: IdTokenRules): Promise<VerifiedIdToken> {
    if (rules.audiences.length === 0) throw new AppError('INVALID_ID_TOKEN');
    try {
      const { payload } = await jwtVerify(token, this.keySet(rules.jwksUrl), {
        issuer: rules.issuer,
        audience: rules.audiences,
        algorithms: ['RS256', 'ES256'],
        currentDate: this.now(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const aud = Array.isArray(payload.aud)
        ? payload.aud.find((a) => rules.audiences.includes(a))
        : payload.aud;
      if (!payload.sub || !aud) throw new AppError('INVALID_ID_TOKEN');
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      const email = typeof payload.email === 'string' && verified ? payload.email : null;
      return { subject: payload.sub, audience: aud, email, emailVerified: verified };
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (error instanceof joseErrors.JOSEError && !KEY_FETCH_FAILURES.has(error.code)) {
        throw new AppError('INVALID_ID_TOKEN', undefined, { cause: error });
      }
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError || isAbort(error)) {
        throw new AppError('EXTERNAL_API_ERROR', undefined, { cause: error });
      }
      throw error;
    }
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}
