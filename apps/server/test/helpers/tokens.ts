import { SignJWT, decodeJwt } from 'jose';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  ACCESS_TOKEN_TTL_SECONDS,
} from '../../src/platform/auth/access-token';
import type { TestApp } from './build';

export interface ForgeOptions {
  /** null: left out. */
  iss?: string | null;
  aud?: string | null;
  /** Seconds from the app's clock to the issued-at. */
  iatOffset?: number;
  /** Seconds from issued-at to expiry (default: ours). */
  lifetime?: number;
}

/**
 * An access token for the same member and session as `accessToken`, signed with the app's real
 * secret, with the claims `options` says (to test what verification refuses, or a short life).
 */
export async function forgeAccessToken(
  t: TestApp,
  accessToken: string,
  options: ForgeOptions = {},
): Promise<string> {
  const real = decodeJwt(accessToken);
  const now = Math.floor(t.clock.now().getTime() / 1000);
  const iat = now + (options.iatOffset ?? 0);
  let jwt = new SignJWT({ sid: real.sid, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(real.sub))
    .setIssuedAt(iat)
    .setExpirationTime(iat + (options.lifetime ?? ACCESS_TOKEN_TTL_SECONDS));
  const iss = options.iss === undefined ? ACCESS_TOKEN_ISSUER : options.iss;
  const aud = options.aud === undefined ? ACCESS_TOKEN_AUDIENCE : options.aud;
  if (iss !== null) jwt = jwt.setIssuer(iss);
  if (aud !== null) jwt = jwt.setAudience(aud);
  return jwt.sign(new TextEncoder().encode(t.config.jwtSecret));
}
