import { SignJWT, importPKCS8 } from 'jose';
import type { AppleKeys } from '../../../platform/config';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { form, providerFailure, providerFetch } from './http';

const APPLE_AUDIENCE = 'https://appleid.apple.com';

export interface AppleEndpoints {
  tokenUrl: string;
  revokeUrl: string;
}

/** Sign in with Apple server calls: authorisation-code exchange and token revocation. */
export class AppleClient {
  constructor(
    private readonly keys: AppleKeys,
    private readonly urls: AppleEndpoints,
    private readonly now: Clock,
  ) {}

  /** Apple's client secret: an ES256 JWT signed with our Sign in with Apple key. */
  private async clientSecret(clientId: string): Promise<string> {
    const key = await importPKCS8(this.keys.privateKey, 'ES256');
    const iat = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: this.keys.keyId })
      .setIssuer(this.keys.teamId)
      .setSubject(clientId)
      .setAudience(APPLE_AUDIENCE)
      .setIssuedAt(iat)
      .setExpirationTime(iat + 300)
      .sign(key);
  }

  /** Exchanges the authorisation code for Apple's refresh token (kept to revoke on withdrawal). */
  async exchangeCode(clientId: string, code: string): Promise<string> {
    const res = await providerFetch('apple token', this.urls.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({
        client_id: clientId,
        client_secret: await this.clientSecret(clientId),
        code,
        grant_type: 'authorization_code',
      }),
    });
    if (!res.ok) {
      // A code that is invalid, expired or used (invalid_grant) is the member's to retry, like a
      // bad ID token; anything else (our client refused, Apple down) is Apple's failure.
      const failure = (await res.json().catch(() => ({}))) as { error?: unknown };
      if (res.status === 400 && failure.error === 'invalid_grant') {
        throw new AppError('INVALID_ID_TOKEN', undefined, {
          cause: new Error('apple token: invalid_grant'),
        });
      }
      throw providerFailure('apple token', `status ${res.status}`);
    }
    const body = (await res.json().catch(() => ({}))) as { refresh_token?: unknown };
    if (typeof body.refresh_token !== 'string')
      throw providerFailure('apple token', 'no refresh_token');
    return body.refresh_token;
  }

  async revoke(clientId: string, refreshToken: string): Promise<void> {
    const res = await providerFetch('apple revoke', this.urls.revokeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form({
        client_id: clientId,
        client_secret: await this.clientSecret(clientId),
        token: refreshToken,
        token_type_hint: 'refresh_token',
      }),
    });
    if (!res.ok) throw providerFailure('apple revoke', `status ${res.status}`);
  }
}
