import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from '../clock';

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

export interface AccessClaims {
  memberId: number;
  sessionId: string;
}

/** Our access token: HS256 JWT, 1 hour, `sub` = member id, `sid` = session id, `typ` = access. */
export class AccessTokens {
  private readonly key: Uint8Array;

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
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  /** The claims of a valid access token, or null for anything else (expired, forged, refresh...). */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: this.now(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const memberId = Number(payload.sub);
      if (
        payload.typ !== 'access' ||
        typeof payload.sid !== 'string' ||
        !Number.isSafeInteger(memberId)
      ) {
        return null;
      }
      return { memberId, sessionId: payload.sid };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}
