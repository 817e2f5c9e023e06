import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Env } from './env';
import { dataKeysOf, type Secrets } from './secrets';

/** Demo mode: secrets not given are generated once into DATA_DIR and reused on the next start. */
export function ensureDemoSecrets(dataDir: string, e: Env): Secrets {
  const jwtSecret =
    e.JWT_SECRET ??
    readOrCreate(join(dataDir, 'jwt-secret'), () => randomBytes(48).toString('base64url'));
  const key =
    e.DATA_ENCRYPTION_KEY ??
    readOrCreate(join(dataDir, 'data-encryption-key'), () => randomBytes(32).toString('base64'));
  return { jwtSecret, dataEncryptionKey: dataKeysOf(key, e) };
}

export function readOrCreate(file: string, create: () => string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const value = create();
  writeFileSync(file, `${value}\n`, { mode: 0o600, flag: 'wx' });
  return value;
}
