import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function fromPrivateJwk(jwk: JWK): Promise<SigningKey> {
  const kid = jwk.kid ?? randomUUID();
  const privateKey = (await importJWK(jwk, 'RS256')) as CryptoKey;
  const { n, e, kty } = jwk;
  return { kid, privateKey, publicJwk: { kty, n, e, kid, alg: 'RS256', use: 'sig' } };
}

async function generate(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256' };
}

/** The dev issuer's RS256 key: generated once into `file`, or kept in memory when file is null. */
export async function loadSigningKey(file: string | null): Promise<SigningKey> {
  if (file === null) return fromPrivateJwk(await generate());
  if (existsSync(file)) return fromPrivateJwk(JSON.parse(readFileSync(file, 'utf8')) as JWK);
  const jwk = await generate();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 });
  return fromPrivateJwk(jwk);
}
