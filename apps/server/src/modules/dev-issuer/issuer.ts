import type { Provider } from '@dama/contract';
import {
  SignJWT,
  createLocalJWKSet,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import type { Clock } from '../../platform/clock';
import type { SigningKey } from './keys';

export interface ProviderShape {
  issuer: string;
  audience: string;
}

export interface DevUserInfo {
  sub: string;
  email: string | null;
  email_verified: boolean;
}

const ID_TOKEN_TTL_SECONDS = 10 * 60;
const DEV_ACCESS_AUDIENCE = 'dama-dev-userinfo';

/**
 * Signs id tokens shaped like Kakao's and Apple's (issuer, audience, expiry, sub, email) with its
 * own key, and answers OIDC user-info for its access tokens. Only mounted with DEV_LOGIN on.
 */
export class DevIssuer {
  readonly jwks: JSONWebKeySet;
  /** The in-process key set: the login code verifies dev tokens without an HTTP round trip. */
  readonly keySet: JWTVerifyGetKey;

  constructor(
    private readonly key: SigningKey,
    private readonly shapes: Record<Provider, ProviderShape>,
    private readonly now: Clock,
  ) {
    this.jwks = { keys: [key.publicJwk] };
    this.keySet = createLocalJWKSet(this.jwks);
  }

  async issue(provider: Provider, subject: string, email: string | undefined) {
    const shape = this.shapes[provider];
    const iat = Math.floor(this.now().getTime() / 1000);
    const claims = email ? { email, email_verified: true } : {};
    const sign = (payload: Record<string, unknown>, issuer: string, audience: string) =>
      new SignJWT(payload)
        .setProtectedHeader({ alg: 'RS256', kid: this.key.kid, typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(subject)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ID_TOKEN_TTL_SECONDS)
        .sign(this.key.privateKey);
    const idToken = await sign(claims, shape.issuer, shape.audience);
    const accessToken = await sign(claims, shape.issuer, DEV_ACCESS_AUDIENCE);
    return { idToken, accessToken };
  }

  /** User-info for a dev access token, or null when the token is not one of ours or expired. */
  async userInfo(accessToken: string): Promise<DevUserInfo | null> {
    try {
      const { payload } = await jwtVerify(accessToken, this.keySet, {
        audience: DEV_ACCESS_AUDIENCE,
        currentDate: this.now(),
        algorithms: ['RS256'],
      });
      if (!payload.sub) return null;
      const email = typeof payload.email === 'string' ? payload.email : null;
      return {
        sub: payload.sub,
        email,
        email_verified: email !== null && payload.email_verified === true,
      };
    } catch {
      return null;
    }
  }
}
