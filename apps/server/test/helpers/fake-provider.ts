import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWK } from 'jose';

export interface RecordedCall {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A stand-in for Kakao's and Apple's servers on 127.0.0.1: a real JWKS over HTTP (so the
 * createRemoteJWKSet path runs), OIDC user-info, Apple token/revoke and Kakao unlink.
 */
export class FakeProvider {
  readonly calls: RecordedCall[] = [];
  /** Status code to answer per path (default 200). */
  readonly status = new Map<string, number>();
  /** The error body answered with a status other than 200, per path (default `{ error: 'fail' }`). */
  readonly errorBody = new Map<string, unknown>();
  readonly userInfo = new Map<
    string,
    { sub: string; email?: string; email_verified?: boolean | string }
  >();
  private server!: Server;
  private privateKey!: CryptoKey;
  private jwk!: JWK;
  url = '';

  static async start(): Promise<FakeProvider> {
    const p = new FakeProvider();
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    p.privateKey = privateKey;
    p.jwk = { ...(await exportJWK(publicKey)), kid: 'fake-1', alg: 'RS256', use: 'sig' };
    p.server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        p.calls.push({ path, headers: req.headers, body });
        const status = p.status.get(path) ?? 200;
        res.setHeader('content-type', 'application/json');
        if (status !== 200) {
          res.statusCode = status;
          res.end(
            JSON.stringify(
              p.errorBody.get(path) ??
                (path === '/kakao/unlink' ? { code: -401, msg: 'fail' } : { error: 'fail' }),
            ),
          );
          return;
        }
        if (path === '/jwks.json') return res.end(JSON.stringify({ keys: [p.jwk] }));
        if (path === '/userinfo') {
          const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
          const info = p.userInfo.get(token);
          if (!info) {
            res.statusCode = 401;
            return res.end('{}');
          }
          return res.end(JSON.stringify(info));
        }
        if (path === '/apple/token')
          return res.end(JSON.stringify({ refresh_token: 'apple-refresh-123', access_token: 'a' }));
        if (path === '/apple/revoke') return res.end('');
        if (path === '/kakao/unlink') return res.end(JSON.stringify({ id: 1 }));
        res.statusCode = 404;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => p.server.listen(0, '127.0.0.1', resolve));
    p.url = `http://127.0.0.1:${(p.server.address() as AddressInfo).port}`;
    return p;
  }

  callsTo(path: string): RecordedCall[] {
    return this.calls.filter((c) => c.path === path);
  }

  /** An id token signed with this server's key. */
  async idToken(claims: {
    iss: string;
    aud: string;
    sub: string;
    email?: string;
    email_verified?: boolean | string;
    iat: number;
    exp: number;
  }): Promise<string> {
    const { iss, aud, sub, iat, exp, ...rest } = claims;
    return new SignJWT(rest)
      .setProtectedHeader({ alg: 'RS256', kid: 'fake-1' })
      .setIssuer(iss)
      .setAudience(aud)
      .setSubject(sub)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(this.privateKey);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
